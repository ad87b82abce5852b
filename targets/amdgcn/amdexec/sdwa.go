package amdexec

import "github.com/lowerc/lowerc/targets/amdgcn"

// SDWA (GFX9/GFX10 VOP1/VOP2/VOPC with a sub-dword select dword,
// docs/reference/amdgpu.md §1.5): the executor runs the VOPC form on
// 16-bit operands with word selects, src_sel WORD_0 / DWORD (the low
// half, as the 16-bit compare reads it) or WORD_1 (the high half), and
// DWORD on 32-bit operands (v_cmp_class's mask), without sext, which is what llc-19 writes for packed compares
// (v_cmp_o_f16_sdwa vcc, v0, v1 src0_sel:WORD_1 src1_sel:WORD_1). Every
// other SDWA form, and DPP, is an error: their selects and lane moves are
// not modelled, and running them as the plain instruction would be
// silently wrong.

// SDWA select codes (amdgcn.Inst.Src0Sel/Src1Sel).
const (
	selWord0 = 4
	selWord1 = 5
	selDword = 6
)

// checkExt rejects the DPP and SDWA forms the executor does not run.
func checkExt(in *Inst, d *amdgcn.InstDef) error {
	switch in.A.Ext {
	case amdgcn.ExtNone:
		return nil
	case amdgcn.ExtSDWA:
		if d.Shape != amdgcn.ShapeCmp {
			return checkSDWAVALU(in, d) // sdwavalu.go
		}
		for k, sel := range []uint8{in.A.Src0Sel, in.A.Src1Sel} {
			t := d.Src[k]
			half := t == amdgcn.TF16 || t == amdgcn.TI16
			if sel != selDword && !(half && (sel == selWord0 || sel == selWord1)) {
				return errAt(in, "src%d_sel %d on a %s operand is not supported by the executor (WORD_0 and WORD_1 on 16-bit operands and DWORD are)", k, sel, opTypeName(t))
			}
			if in.A.Src[k].Sext {
				return errAt(in, "sext() sources are not supported by the executor")
			}
		}
		return nil
	}
	return errAt(in, "DPP is not supported by the executor")
}

// sdwaHigh reports whether source k of an SDWA instruction reads the
// high half (src_sel WORD_1).
func sdwaHigh(in *Inst, k int) bool {
	if in.A.Ext != amdgcn.ExtSDWA {
		return false
	}
	return k == 0 && in.A.Src0Sel == selWord1 || k == 1 && in.A.Src1Sel == selWord1
}

func opTypeName(t amdgcn.OpType) string {
	switch t {
	case amdgcn.TF16:
		return "f16"
	case amdgcn.TI16:
		return "i16"
	case amdgcn.TF32:
		return "f32"
	case amdgcn.TB32:
		return "b32"
	case amdgcn.TF64:
		return "f64"
	}
	return "packed or 64-bit"
}
