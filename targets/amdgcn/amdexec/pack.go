package amdexec

import "github.com/lowerc/lowerc/targets/amdgcn"

// The packing conversions llc writes around f16/bf16 min/max code: kinds
// beyond inst.go's (their own range, so the two lists can grow apart).
const (
	ExtPackB32F16   ExtKind = 64 + iota // v_pack_b32_f16 vdst, a, b: {b[15:0], a[15:0]}
	ExtCvtPkBF16F32                     // v_cvt_pk_bf16_f32 vdst, a, b: {bf16(b), bf16(a)}, round to nearest even (gfx950)
	ExtCvtPkF16F32                      // v_cvt_pk_f16_f32 vdst, a, b: {f16(b), f16(a)}, round to nearest even (gfx950)
)

// packDefs: opcodes from llvm-mc-19 -show-encoding (v_pack_b32_f16 on
// gfx908, gfx942, gfx1030, gfx1100, gfx1200: VOP3 0xd2a0 / 0xd711) and
// llvm-mc-22 (v_cvt_pk_bf16_f32 and v_cvt_pk_f16_f32 on gfx950: VOP3
// 0xd268 and 0xd267, which LLVM 19 does not know); TestPackEncodings
// checks them.
var packDefs = []*ExtDef{
	{Name: "v_pack_b32_f16", Kind: ExtPackB32F16, Enc: amdgcn.EncVOP3, Opcode: [4]int{0x2a0, 0x311, 0x311, 0x311}, NSrc: 2},
	{Name: "v_cvt_pk_bf16_f32", Kind: ExtCvtPkBF16F32, Enc: amdgcn.EncVOP3, Opcode: [4]int{0x268, -1, -1, -1}, NSrc: 2},
	{Name: "v_cvt_pk_f16_f32", Kind: ExtCvtPkF16F32, Enc: amdgcn.EncVOP3, Opcode: [4]int{0x267, -1, -1, -1}, NSrc: 2},
}

func init() { ExtDefs = append(ExtDefs, packDefs...) }

// extOn reports whether gen has the ExtDef beyond its family's opcode:
// v_cvt_pk_bf16_f32 and v_cvt_pk_f16_f32 are gfx950's (CDNA4) alone among
// the GFX9 family (llvm-mc-22 rejects them for gfx942: "instruction not
// supported on this GPU").
func extOn(d *ExtDef, gen *amdgcn.Generation) bool {
	if d.Kind == ExtCvtPkBF16F32 || d.Kind == ExtCvtPkF16F32 {
		return gen.ID == amdgcn.GFX950
	}
	return true
}

// stepPack runs the kinds above; ok is false for any other kind.
//
//   - v_pack_b32_f16 (AMD ISA guides, VOP3 "V_PACK_B32_F16": D.u32 =
//     {S1.f16, S0.f16}): the low halves of both sources, S0's in bits 15:0;
//     a bit move, no conversion.
//   - v_cvt_pk_bf16_f32 (AMD Instinct MI355X / CDNA4 ISA, "V_CVT_PK_BF16_F32":
//     D[15:0] = bf16(S0.f32), D[31:16] = bf16(S1.f32), rounding per MODE,
//     round to nearest even by default): bf16rne below. Under a flushing
//     f32 denormal mode (MODE.FP_DENORM ≠ 3) the conversion is not modelled
//     and is an error.
//   - v_cvt_pk_f16_f32 (same guide, "V_CVT_PK_F16_F32": D[15:0] =
//     f16(S0.f32), D[31:16] = f16(S1.f32)): each half as v_cvt_f16_f32
//     rounds it (f32to16), under the same condition.
func (m *Machine) stepPack(in *Inst, ss [3]src) (bool, error) {
	switch in.Ext.Kind {
	case ExtPackB32F16:
		return true, m.binary(in, ss[0], ss[1], func(a, b uint64) uint64 { return a&0xffff | (b&0xffff)<<16 })
	case ExtCvtPkBF16F32, ExtCvtPkF16F32:
		if m.Mode.Denorm32 != 3 || m.Mode.Denorm1664 != 3 {
			return true, errAt(in, "%s under a flushing denormal mode (f32 %d, f16 %d) is not modelled by the executor", in.Ext.Name, m.Mode.Denorm32, m.Mode.Denorm1664)
		}
		ieee := m.Mode.IEEE
		cvt := func(x uint32) uint64 { return uint64(bf16rne(x, ieee)) }
		if in.Ext.Kind == ExtCvtPkF16F32 {
			cvt = func(x uint32) uint64 { return uint64(f32to16(x, ieee)) }
		}
		return true, m.binary(in, ss[0], ss[1], func(a, b uint64) uint64 { return cvt(uint32(a)) | cvt(uint32(b))<<16 })
	}
	return false, nil
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
