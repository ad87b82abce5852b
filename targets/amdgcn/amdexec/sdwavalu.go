package amdexec

import "github.com/lowerc/lowerc/targets/amdgcn"

// SDWA on VOP1/VOP2 (GFX9/GFX10; AMD Vega / CDNA ISA guides, "SDWA"
// microcode format; docs/reference/amdgpu.md §1.6):
//
//   - SRC0_SEL/SRC1_SEL pick BYTE_0..3, WORD_0..1 or DWORD of the source's
//     32 register bits, zero-extended to 32 bits, or sign-extended from
//     the field's top bit when the source is written sext(…) (SEXT; integer
//     operands only); the instruction then reads its operand from those
//     bits as usual (a 16-bit operand their low half; abs and neg apply to
//     the value of the operand's type). v_or_b32_sdwa v0, v0, v1
//     src1_sel:WORD_0 is v0 | (v1 & 0xffff); v_add_u32_sdwa v0, sext(v0),
//     v1 src0_sel:BYTE_0 adds v0's low byte as a signed number.
//   - DST_SEL picks where the result's low bits go (BYTE_n: 8 bits at
//     8·n, WORD_n: 16 bits at 16·n, DWORD: the whole result), DST_UNUSED
//     what the destination's other bits become: UNUSED_PAD zeros,
//     UNUSED_SEXT zeros below the field and copies of its top bit above
//     it, UNUSED_PRESERVE the destination's old bits.
//
// A sext() source that is not an integer operand, SDWA on 64-bit
// operands and on other shapes are errors.
func checkSDWAVALU(in *Inst, d *amdgcn.InstDef) error {
	if d.Shape != amdgcn.ShapeVOP1 && d.Shape != amdgcn.ShapeBinary && d.Shape != amdgcn.ShapeCndmask {
		return errAt(in, "SDWA on this instruction shape is not supported by the executor (VOPC, VOP1 and VOP2 are)")
	}
	if in.A.DstSel > selDword || in.A.DstUnused > 2 {
		return errAt(in, "SDWA dst_sel %d / dst_unused %d is not a select", in.A.DstSel, in.A.DstUnused)
	}
	if regsOf(d.Dst) != 1 {
		return errAt(in, "SDWA on a %s result is not supported by the executor", opTypeName(d.Dst))
	}
	n := 2
	if d.Shape == amdgcn.ShapeVOP1 {
		n = 1
	}
	for k, sel := range []uint8{in.A.Src0Sel, in.A.Src1Sel}[:n] {
		t := d.Src[k]
		if sel > selDword {
			return errAt(in, "src%d_sel %d is not a select", k, sel)
		}
		if t == amdgcn.TF64 || t == amdgcn.TI64 || t == amdgcn.TV2F16 || t == amdgcn.TV2I16 {
			return errAt(in, "SDWA on a %s operand is not supported by the executor", opTypeName(t))
		}
		if in.A.Src[k].Sext && !intOperand(d, k) {
			return errAt(in, "sext() on the %s operand %d: SEXT applies to integer operands", opTypeName(t), k)
		}
	}
	return nil
}

// intOperand reports whether source k of d is an integer (or bit)
// operand, where sext() applies.
func intOperand(d *amdgcn.InstDef, k int) bool {
	t := d.Src[k]
	return t == amdgcn.TB32 || t == amdgcn.TI16
}

// selField returns the bit position and width of an SDWA select.
func selField(sel uint8) (shift, width uint) {
	switch {
	case sel <= 3:
		return 8 * uint(sel), 8
	case sel == selWord0 || sel == selWord1:
		return 16 * uint(sel-selWord0), 16
	}
	return 0, 32
}

// sdwaExtract returns the field of x a select picks, zero- or
// sign-extended to 32 bits.
func sdwaExtract(x uint32, sel uint8, sext bool) uint32 {
	shift, width := selField(sel)
	if width == 32 {
		return x
	}
	f := x >> shift & (1<<width - 1)
	if sext && f>>(width-1)&1 == 1 {
		f |= ^uint32(0) << width
	}
	return f
}

// sdwaPlace returns the destination dword of an SDWA result r: r's low
// bits in the dst_sel field, the other bits by dst_unused (old is the
// destination's old value, read for UNUSED_PRESERVE).
func sdwaPlace(r, old uint32, sel, unused uint8) uint32 {
	shift, width := selField(sel)
	if width == 32 {
		return r
	}
	mask := uint32(1)<<width - 1
	f := r & mask
	v := f << shift
	switch unused {
	case 1: // UNUSED_SEXT
		if f>>(width-1)&1 == 1 {
			v |= ^uint32(0) << (shift + width)
		}
	case 2: // UNUSED_PRESERVE
		v |= old &^ (mask << shift)
	}
	return v
}

// sdwaSelect applies the select of source k of an SDWA VOP1/VOP2
// instruction: s then reads the selected field, extended, in every lane
// (a copy; the register is unchanged). A 16-bit operand's WORD_0, WORD_1
// or DWORD without sext() is its low or high half (sdwaHigh), as for the
// compares.
func (m *Machine) sdwaSelect(in *Inst, d *amdgcn.InstDef, k int, s *src) {
	if in.A.Ext != amdgcn.ExtSDWA || k > 1 {
		return
	}
	sel := in.A.Src0Sel
	if k == 1 {
		sel = in.A.Src1Sel
	}
	sext := in.A.Src[k].Sext
	half := d.Src[k] == amdgcn.TF16 || d.Src[k] == amdgcn.TI16
	if sel == selDword || half && !sext && (sel == selWord0 || sel == selWord1) {
		return
	}
	lo := make([]uint32, m.N)
	m.lanes(func(w, i int) { lo[i] = sdwaExtract(uint32(s.raw(m, w, i)), sel, sext) })
	s.kind, s.lo, s.hi, s.regs, s.hiHalf = amdgcn.OpVGPR, lo, nil, 1, false
}

// sdwaDst applies dst_sel and dst_unused to the lanes an SDWA VOP1/VOP2
// instruction wrote (old: the destination's lanes before it ran, nil when
// it was undefined).
func (m *Machine) sdwaDst(in *Inst, old []uint32) error {
	if in.A.DstSel == selDword {
		return nil
	}
	r := int(in.A.Dst.Code) - 256
	if in.A.DstUnused == 2 && old == nil {
		return errAt(in, "dst_unused:UNUSED_PRESERVE reads v%d, which no input or instruction defined", r)
	}
	dst := m.v[r]
	m.lanes(func(_, i int) {
		var o uint32
		if old != nil {
			o = old[i]
		}
		dst[i] = sdwaPlace(dst[i], o, in.A.DstSel, in.A.DstUnused)
	})
	return nil
}
