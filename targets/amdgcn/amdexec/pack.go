package amdexec

// gfx950's packed conversions, rows of package amdgcn's table (an ExtDef
// each until issue 13; v_pack_b32_f16 runs in llcinst.go):
//
//   - v_cvt_pk_bf16_f32 (AMD Instinct MI355X / CDNA4 ISA, "V_CVT_PK_BF16_F32":
//     D[15:0] = bf16(S0.f32), D[31:16] = bf16(S1.f32), rounding per MODE,
//     round to nearest even by default): bf16rne below. Under a flushing
//     f32 denormal mode (MODE.FP_DENORM ≠ 3) the conversion is not modelled
//     and is an error.
//   - v_cvt_pk_f16_f32 (same guide, "V_CVT_PK_F16_F32": D[15:0] =
//     f16(S0.f32), D[31:16] = f16(S1.f32)): each half as v_cvt_f16_f32
//     rounds it (f32to16), under the same condition.
func (m *Machine) cvtPk(in *Inst, f16 bool, ss [3]src) error {
	if m.Mode.Denorm32 != 3 || m.Mode.Denorm1664 != 3 {
		return errAt(in, "%s under a flushing denormal mode (f32 %d, f16 %d) is not modelled by the executor", in.A.Name(), m.Mode.Denorm32, m.Mode.Denorm1664)
	}
	ieee := m.Mode.IEEE
	cvt := func(x uint32) uint64 { return uint64(bf16rne(x, ieee)) }
	if f16 {
		cvt = func(x uint32) uint64 { return uint64(f32to16(x, ieee)) }
	}
	return m.binary(in, ss[0], ss[1], func(a, b uint64) uint64 { return cvt(uint32(a)) | cvt(uint32(b))<<16 })
}

// bf16rne rounds f32 bits to bf16 bits, to nearest even: bf16 is the top
// half of an f32, so the kept half rounds up when the dropped half is
// above 0x8000, or equal to it with the kept half odd (a carry into the
// exponent is the right result, up to Inf). A NaN keeps its top payload
// bits, quieted in IEEE mode and whenever the kept payload would be zero,
// as f32to16 does for f16 (the executor's reading of AMD's conversions;
// outside IEEE mode unverified on hardware).
func bf16rne(x uint32, ieee bool) uint16 {
	if x&0x7f800000 == 0x7f800000 && x&0x7fffff != 0 {
		h := uint16(x >> 16)
		if ieee || h&0x7f == 0 {
			h |= 0x40
		}
		return h
	}
	r := x>>16&1 + 0x7fff
	return uint16((x + r) >> 16)
}
