package semantics

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/lowerc/lowerc/internal/oracle"
)

// TestFmed3Oracle checks v_med3_f32 / v_med3_f16 against opt-19's folding of
// llvm.amdgcn.fmed3 (AMDGPUInstCombineIntrinsic.cpp) on the grid triples:
// without NaN inputs the folder computes the ISA's median (MAX3, compare,
// MAX of the other two), which the default model must match exactly; with a
// NaN input it applies LLVM's own NaN rule, which the nan=llvm reading must
// match bit for bit; the default (ISA) reading is counted against it.
func TestFmed3Oracle(t *testing.T) {
	opt := oracle.Require(t, oracle.Opt)
	type tyInfo struct {
		t      Type
		ir, in string
		sfx    string
	}
	var mod bytes.Buffer
	mod.WriteString("target triple = \"amdgcn-amd-amdhsa\"\n")
	type tcase struct {
		ty      tyInfo
		a, b, c uint64
	}
	var cases []tcase
	for _, ty := range []tyInfo{{F32, "float", "i32", "f32"}, {F16, "half", "i16", "f16"}} {
		fmt.Fprintf(&mod, "declare %s @llvm.amdgcn.fmed3.%s(%s, %s, %s)\n", ty.ir, ty.sfx, ty.ir, ty.ir, ty.ir)
		g := gridOf(ty.t)
		step := 2 // every other grid value: 17^3 triples per type
		if testing.Short() {
			step = 4
		}
		for i := 0; i < len(g); i += step {
			for j := 0; j < len(g); j += step {
				for k := 0; k < len(g); k += step {
					n := len(cases)
					cases = append(cases, tcase{ty, g[i], g[j], g[k]})
					fmt.Fprintf(&mod, "define %s @c%d() {\n  %%r = call %s @llvm.amdgcn.fmed3.%s(%s bitcast (%s %s to %s), %s bitcast (%s %s to %s), %s bitcast (%s %s to %s))\n  %%b = bitcast %s %%r to %s\n  ret %s %%b\n}\n",
						ty.in, n, ty.ir, ty.sfx,
						ty.ir, ty.in, intLit(ty.t, g[i]), ty.ir,
						ty.ir, ty.in, intLit(ty.t, g[j]), ty.ir,
						ty.ir, ty.in, intLit(ty.t, g[k]), ty.ir,
						ty.ir, ty.in, ty.in)
				}
			}
		}
	}
	out, err := oracle.Run(opt, mod.Bytes(), "-S", "-passes=instcombine", "-")
	if err != nil {
		t.Fatal(err)
	}
	var folded, numBad, llvmBad, isaDiffers, nanCases int
	for _, fr := range optFolded(t, out, len(cases)) {
		c := cases[fr.n]
		bits := uint64(fr.v) & c.ty.t.Mask()
		folded++
		name := "amdgcn:gfx942:v_med3_" + c.ty.sfx
		isa, _ := MustLookup(name).Eval(c.ty.t, c.a, c.b, c.c)
		llvm, _ := MustLookup(name+":nan=llvm").Eval(c.ty.t, c.a, c.b, c.c)
		anyNaN := IsNaN(c.ty.t, c.a) || IsNaN(c.ty.t, c.b) || IsNaN(c.ty.t, c.c)
		// The ISA reading is counted, by value (NaNs equal).
		same := func(r Result) bool {
			return r.Bits() == bits || IsNaN(c.ty.t, r.Bits()) && IsNaN(c.ty.t, bits)
		}
		if !anyNaN {
			if isa.Bits() != bits {
				if numBad++; numBad <= 10 {
					t.Errorf("opt-19 folds fmed3.%s(%s, %s, %s) to %s; %s gives %s", c.ty.sfx, FormatBits(c.ty.t, c.a),
						FormatBits(c.ty.t, c.b), FormatBits(c.ty.t, c.c), FormatBits(c.ty.t, bits), name, isa.String(c.ty.t))
				}
			}
			continue
		}
		nanCases++
		if llvm.Bits() != bits {
			if llvmBad++; llvmBad <= 10 {
				t.Errorf("opt-19 folds fmed3.%s(%s, %s, %s) to %s; %s:nan=llvm gives %s", c.ty.sfx, FormatBits(c.ty.t, c.a),
					FormatBits(c.ty.t, c.b), FormatBits(c.ty.t, c.c), FormatBits(c.ty.t, bits), name, llvm.String(c.ty.t))
			}
		}
		if !same(isa) {
			isaDiffers++
		}
	}
	if folded == 0 {
		t.Fatal("opt-19 folded no fmed3 call")
	}
	t.Logf("%d triples, %d folded: %d without NaN (%d differ from v_med3), %d with a NaN (%d differ from nan=llvm; the ISA reading differs on %d)",
		len(cases), folded, folded-nanCases, numBad, nanCases, llvmBad, isaDiffers)
}
