package verify

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/lowerc/lowerc/ir"
)

// FuzzVerify: whatever parses, the verifier checks without panicking, and
// every error it reports has a position in the file and a rule name. A kernel
// that passes expands to slots inside its tensors, and no two of its
// instructions (of any thread of the scope) write one slot: a brute-force
// check of rule dst-overlap.
func FuzzVerify(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.tile")
	files = append(files, "../testdata/examples/maximum3.tile")
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := ir.Parse("f.tile", src)
		if err != nil {
			return
		}
		for _, k := range m.Kernels {
			errs := Kernel(k, fakeTarget{})
			for _, e := range errs {
				if !e.Pos.IsValid() || e.Pos.File != "f.tile" || e.Rule == "" {
					t.Fatalf("error without position or rule: %v", e)
				}
			}
			if len(errs) == 0 {
				for _, op := range k.Body {
					checkSlots(t, op)
				}
			}
		}
	})
}

// checkSlots expands a verified op (when it is small) and checks every slot
// against its tensor's size, and the destination slots for overlap, naively.
func checkSlots(t *testing.T, op ir.Op) {
	dst, _ := ir.Operands(op)
	if dst == nil {
		return
	}
	gstr := ir.GroupStrides(dst.Tensor, op.Base().Attrs.Scope)
	groups := groupCount(op, dst.Tensor)
	if ir.Count(op)*groups > 1<<14 {
		return
	}
	inside := func(s ir.Slot, extra int64) {
		if s.IsScalar() {
			return
		}
		last := s.Index + extra + int64(s.RegCount-1)*s.RegStride
		if s.Index < 0 || last >= s.Tensor.Size() {
			t.Fatalf("%s: slot %d..%d outside %%%s (size %d)", ir.FormatOp(op), s.Index, last, s.Tensor.Name, s.Tensor.Size())
		}
	}
	written := map[int64]bool{}
	for g := int64(0); g < groups; g++ {
		// The group coordinate of g, row-major, and its element offset.
		base, rest := int64(0), g
		for a := len(gstr) - 1; a >= 0; a-- {
			ext := int64(dst.Tensor.Shape[a])
			base += rest % ext * gstr[a]
			rest /= ext
		}
		for in := range ir.Expand(op) {
			inside(in.Dst, base)
			for _, s := range in.Sources() {
				inside(s, 0)
			}
			for r := 0; r < in.Dst.RegCount; r++ {
				slot := base + in.Dst.Index + int64(r)*in.Dst.RegStride
				if written[slot] {
					t.Fatalf("%s verified, but slot %d of %%%s is written twice", ir.FormatOp(op), slot, dst.Name)
				}
				written[slot] = true
			}
		}
	}
}
