package semantics

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lowerc/lowerc/internal/oracle"
)

var ptxasFull = flag.Bool("ptxas-full", false, "check every grid pair of every folded PTX form against ptxas (slow)")

// TestPTXASOracle checks the PTX f32/f64 models against ptxas's constant
// folder (docs/reference/ptx.md "ptxas folds …"): each case is a kernel whose min
// or max has two immediate operands and whose result is stored; ptxas 11.8
// (sm_90) folds most of them to a constant, which nvdisasm shows being moved
// into the stored register. Unfolded cases (ptxas leaves two-NaN f32 inputs
// and NaN f64 inputs to FMNMX/DSETP) are counted, not checked. ptxas does not
// fold .xorsign.abs (docs/reference/ptx.md §2.5), so those forms are not covered here.
func TestPTXASOracle(t *testing.T) {
	ptxas := oracle.Require(t, oracle.Ptxas)
	nvdisasm := oracle.Require(t, oracle.Nvdisasm)
	forms := []struct {
		name string
		typ  Type
	}{
		{"max.f32", F32}, {"min.f32", F32}, {"max.ftz.f32", F32}, {"min.ftz.f32", F32},
		{"max.NaN.f32", F32}, {"min.NaN.f32", F32}, {"max.NaN.ftz.f32", F32}, {"min.NaN.ftz.f32", F32},
		{"max.f64", F64}, {"min.f64", F64},
	}
	perForm := 160
	if testing.Short() {
		perForm = 40
	}
	type kcase struct {
		form string
		typ  Type
		a, b uint64
	}
	var cases []kcase
	var ptx bytes.Buffer
	ptx.WriteString(".version 7.8\n.target sm_90\n.address_size 64\n")
	for fi, f := range forms {
		ins := oracleInputs(f.typ, 0, 0) // the grid pairs
		if !*ptxasFull {
			// A deterministic sample of the grid, then random pairs.
			r := splitmix{state: uint64(fi) + 11}
			var pick [][2]uint64
			for i := 0; i < perForm/2; i++ {
				pick = append(pick, ins[r.next()%uint64(len(ins))])
			}
			for i := 0; i < perForm/2; i++ {
				pick = append(pick, [2]uint64{randomValue(f.typ, &r), randomValue(f.typ, &r)})
			}
			ins = pick
		}
		for _, in := range ins {
			k := len(cases)
			cases = append(cases, kcase{f.name, f.typ, in[0], in[1]})
			if f.typ == F32 {
				fmt.Fprintf(&ptx, ".visible .entry k%d(.param .u64 p){ .reg .f32 %%f<2>; .reg .b64 %%rd<3>; ld.param.u64 %%rd1,[p]; cvta.to.global.u64 %%rd2,%%rd1; %s %%f1, 0f%08X, 0f%08X; st.global.f32 [%%rd2], %%f1; ret;}\n", k, f.name, in[0], in[1])
			} else {
				fmt.Fprintf(&ptx, ".visible .entry k%d(.param .u64 p){ .reg .f64 %%fd<2>; .reg .b64 %%rd<3>; ld.param.u64 %%rd1,[p]; cvta.to.global.u64 %%rd2,%%rd1; %s %%fd1, 0d%016X, 0d%016X; st.global.f64 [%%rd2], %%fd1; ret;}\n", k, f.name, in[0], in[1])
			}
		}
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "k.ptx")
	bin := filepath.Join(dir, "k.cubin")
	if err := os.WriteFile(src, ptx.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := oracle.Run(ptxas, nil, "-arch=sm_90", src, "-o", bin); err != nil {
		t.Fatal(err)
	}
	sass, err := oracle.Run(nvdisasm, nil, bin)
	if err != nil {
		t.Fatal(err)
	}
	folded, unfolded, same, bad := 0, 0, 0, 0
	for k, insns := range oracle.SASSKernels(sass) {
		c := cases[k]
		v, ok := oracle.StoredConst(insns, c.typ == F64)
		if !ok {
			unfolded++
			continue
		}
		if c.a == c.b {
			// ptxas rewrites max(x, x) to x before folding (even a NaN x, and
			// it quiets an sNaN x): an algebraic identity of the assembler,
			// not the instruction's NaN rule. Not checked.
			same++
			continue
		}
		folded++
		r, _ := MustLookup("ptx:"+c.form).Eval(c.typ, c.a, c.b, 0)
		if !r.Allows(c.typ, v) {
			if bad++; bad <= 10 {
				t.Errorf("ptxas folds %s(%s, %s) to %s; ptx:%s gives %s", c.form, FormatBits(c.typ, c.a), FormatBits(c.typ, c.b),
					FormatBits(c.typ, v), c.form, r.String(c.typ))
			}
		}
	}
	if folded == 0 {
		t.Fatalf("nothing folded: SASS parsing is broken")
	}
	t.Logf("%d kernels: %d folded and checked (%d differ), %d not folded, %d folded by the max(x, x) = x identity (skipped)", len(cases), folded, bad, unfolded, same)
}

// TestPTXASNames: every two-input float and integer PTX model that PTX ISA
// 7.8 / sm_90 has is spelled as ptxas 11.8 accepts it, and the spellings
// Lookup refuses (other cases of .NaN, .ftz, .xorsign) ptxas refuses too.
func TestPTXASNames(t *testing.T) {
	ptxas := oracle.Require(t, oracle.Ptxas)
	regType := map[Type]string{F32: "f32", F64: "f64", F16: "b16", BF16: "b16", F16x2: "b32", BF16x2: "b32",
		S16: "b16", U16: "b16", S32: "b32", U32: "b32", S64: "b64", U64: "b64"}
	var ok []string
	for _, m := range Models() {
		if !strings.HasPrefix(m.Name(), "ptx:") || m.Arity() != 2 {
			continue
		}
		rt, known := regType[m.DefaultType()]
		if !known || strings.Contains(m.Name(), ".relu.") {
			continue // .u16x2, .s16x2, .relu, .u8x4, .s8x4 need PTX ISA 8.0 or later
		}
		ok = append(ok, strings.TrimPrefix(m.Name(), "ptx:")+" "+rt)
	}
	n := 0
	kernel := func(insn, rt string) string {
		n++
		return fmt.Sprintf(".visible .entry k%d(.param .u64 p){ .reg .%s %%r<4>; %s %%r3, %%r1, %%r2; ret;}\n", n, rt, insn)
	}
	assemble := func(body string) error {
		src := filepath.Join(t.TempDir(), "k.ptx")
		if err := os.WriteFile(src, []byte(".version 7.8\n.target sm_90\n.address_size 64\n"+body), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := oracle.Run(ptxas, nil, "-arch=sm_90", src, "-o", filepath.Join(t.TempDir(), "k.cubin"))
		return err
	}
	// All accepted spellings in one file; one by one only to name a failure.
	var all strings.Builder
	for _, s := range ok {
		insn, rt, _ := strings.Cut(s, " ")
		all.WriteString(kernel(insn, rt))
	}
	if err := assemble(all.String()); err != nil {
		for _, s := range ok {
			insn, rt, _ := strings.Cut(s, " ")
			if err := assemble(kernel(insn, rt)); err != nil {
				t.Errorf("ptxas rejects %s, the spelling of model ptx:%s: %v", insn, insn, err)
			}
		}
	}
	for _, insn := range []string{"max.nan.f32", "max.NAN.f32", "max.FTZ.f32", "max.Xorsign.abs.f32", "max.xorsign.ABS.f32", "MAX.f32", "max.F32"} {
		if _, err := Lookup("ptx:" + insn); err == nil {
			t.Errorf("Lookup accepts ptx:%s", insn)
		}
		if err := assemble(kernel(insn, "f32")); err == nil {
			t.Errorf("ptxas accepts %s, which Lookup refuses", insn)
		}
	}
	t.Logf("%d model spellings assembled by ptxas", len(ok))
}
