package amdexec

import "github.com/lowerc/lowerc/targets/amdgcn"

// SDWA on VOP1/VOP2 (GFX9/GFX10; AMD Vega / CDNA ISA guides, "SDWA"
// microcode format: SRC0_SEL/SRC1_SEL pick BYTE_0..3, WORD_0..1 or DWORD
// of the source, zero- or sign-extended (SEXT) to the operand's width;
// DST_SEL picks where the result goes, DST_UNUSED what the other bits
// become). The executor runs the forms llc-19 writes around packed min/max
// code, exactly:
//
//   - dst_sel:DWORD (the whole result written; dst_unused does not apply);
//   - on a 32-bit bit operand (v_or_b32, v_and_b32, the data sources of
//     v_cndmask_b32, …) any src_sel, zero-extended: v_or_b32_sdwa v0, v0,
//     v1 src1_sel:WORD_0 is v0 | (v1 & 0xffff), v_cndmask_b32_sdwa v0, v3,
//     v2, vcc src1_sel:WORD_1 is vcc ? v2 >> 16 : v3;
//   - on a 16-bit operand WORD_0 / DWORD (the low half) or WORD_1 (the
//     high half), as for the compares (sdwa.go).
//
// Other forms — a narrower dst_sel (which merges with the old VGPR or
// zeroes or sign-extends), sext(), a sub-dword select of a 32-bit float
// operand — are errors: they are not modelled.
func checkSDWAVALU(in *Inst, d *amdgcn.InstDef) error {
	if d.Shape != amdgcn.ShapeVOP1 && d.Shape != amdgcn.ShapeBinary && d.Shape != amdgcn.ShapeCndmask {
		return errAt(in, "SDWA on this instruction shape is not supported by the executor (VOPC, VOP1 and VOP2 are)")
	}
	if in.A.DstSel != selDword {
		return errAt(in, "SDWA dst_sel %s is not supported by the executor (DWORD is)", selName(in.A.DstSel))
	}
	n := 2
	if d.Shape == amdgcn.ShapeVOP1 {
		n = 1
	}
	for k, sel := range []uint8{in.A.Src0Sel, in.A.Src1Sel}[:n] {
		if in.A.Src[k].Sext {
			return errAt(in, "sext() sources are not supported by the executor")
		}
		switch t := d.Src[k]; {
		case bitOperand(d, k):
		case t == amdgcn.TF16 || t == amdgcn.TI16:
			if sel != selDword && sel != selWord0 && sel != selWord1 {
				return errAt(in, "src%d_sel %s on a 16-bit operand is not supported by the executor (WORD_0, WORD_1 and DWORD are)", k, selName(sel))
			}
		default:
			if sel != selDword {
				return errAt(in, "src%d_sel %s on a %s operand is not supported by the executor (DWORD is)", k, selName(sel), opTypeName(t))
			}
		}
	}
	return nil
}

// bitOperand reports whether source k of d is 32 bits the instruction
// only moves or combines as bits: a TB32 operand, or either data source
// of v_cndmask_b32 (typed f32 for its inline constants, but selected
// bit for bit).
func bitOperand(d *amdgcn.InstDef, k int) bool {
	return d.Src[k] == amdgcn.TB32 || d.Shape == amdgcn.ShapeCndmask && k < 2 && d.Src[k] == amdgcn.TF32
}

var selNames = [7]string{"BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD"}

func selName(s uint8) string {
	if int(s) < len(selNames) {
		return selNames[s]
	}
	return "?"
}

// sdwaSelect applies the select of source k of an SDWA VOP1/VOP2
// instruction on a 32-bit bit operand: s then reads the selected byte or
// word, zero-extended, in every lane (a copy; the register is unchanged).
// 16-bit operands take their half through sdwaHigh.
func (m *Machine) sdwaSelect(in *Inst, d *amdgcn.InstDef, k int, s *src) {
	if in.A.Ext != amdgcn.ExtSDWA || k > 1 || !bitOperand(d, k) {
		return
	}
	sel := in.A.Src0Sel
	if k == 1 {
		sel = in.A.Src1Sel
	}
	var shift, mask uint32
	switch {
	case sel <= 3:
		shift, mask = 8*uint32(sel), 0xff
	case sel == selWord0 || sel == selWord1:
		shift, mask = 16*uint32(sel-selWord0), 0xffff
	default:
		return
	}
	lo := make([]uint32, m.N)
	m.lanes(func(w, i int) { lo[i] = uint32(s.raw(m, w, i)) >> shift & mask })
	*s = src{kind: amdgcn.OpVGPR, lo: lo, regs: 1, t: s.t}
}
