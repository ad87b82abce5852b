package amdexec

import (
	"encoding/binary"
	"fmt"
	"strings"

	"github.com/lowerc/lowerc/targets/amdgcn"
)

// The SDWA form of the ExtDef VOP1 conversions (GFX9, GFX10):
// v_cvt_f32_f16_sdwa v2, v0 dst_sel:DWORD dst_unused:UNUSED_PAD
// src0_sel:WORD_1, which llc-19 writes to widen the high f16 of a packed
// value. Layout of the SDWA dword as package amdgcn documents it
// (targets/amdgcn/sdwa.go, from llvm-mc-19 -show-encoding): src0[7:0] |
// dst_sel[10:8] | dst_unused[12:11] | clamp[13] | omod[15:14] |
// src0_sel[18:16] | src0_sext[19] | src0_neg[20] | src0_abs[21] |
// src0_sgpr[23]. Only dst_sel:DWORD runs here (the table's VOP1/VOP2 run
// every select, sdwavalu.go), and on the f16 source WORD_0/DWORD (the low
// half) or WORD_1 (the high half), without modifiers; the rest is an
// error.

const sdwaSrc0 = 0xf9

// extSDWA reports whether d has an SDWA form on gen.
func extSDWA(gen *amdgcn.Generation, d *ExtDef) bool {
	return d.Kind == ExtCvtF32F16 && gen.Family <= amdgcn.GFX10
}

// parseExtSDWA reads "vdst, src0 [dst_sel:…] [dst_unused:…] [src0_sel:…]".
func parseExtSDWA(gen *amdgcn.Generation, d *ExtDef, rest string) (Inst, error) {
	in := Inst{Ext: d}
	in.A.Ext = amdgcn.ExtSDWA
	in.A.DstSel, in.A.DstUnused, in.A.Src0Sel = selDword, 2, selDword
	f := strings.Fields(strings.ReplaceAll(rest, ",", " , "))
	var ops []string
	for len(f) > 0 && !strings.Contains(f[0], ":") {
		if f[0] != "," {
			ops = append(ops, f[0])
		}
		f = f[1:]
	}
	if len(ops) != 2 {
		return in, fmt.Errorf("want vdst, src0 and SDWA selects, have %q", strings.TrimSpace(rest))
	}
	dst, err := parseReg(gen, ops[0])
	if err != nil || dst.Kind != amdgcn.OpVGPR || dst.Regs != 1 {
		return in, fmt.Errorf("want a VGPR destination, have %q", ops[0])
	}
	s0, err := parseReg(gen, ops[1])
	if err != nil || s0.Regs != 1 || s0.Kind != amdgcn.OpVGPR && s0.Kind != amdgcn.OpSGPR {
		return in, fmt.Errorf("want a VGPR or SGPR source, have %q", ops[1])
	}
	in.A.Dst, in.A.Src[0] = dst, s0
	for _, m := range f {
		k, v, _ := strings.Cut(m, ":")
		switch {
		case k == "dst_sel" && v == "DWORD":
		case k == "dst_unused" && (v == "UNUSED_PAD" || v == "UNUSED_SEXT" || v == "UNUSED_PRESERVE"):
			in.A.DstUnused = map[string]uint8{"UNUSED_PAD": 0, "UNUSED_SEXT": 1, "UNUSED_PRESERVE": 2}[v]
		case k == "src0_sel" && (v == "WORD_0" || v == "WORD_1" || v == "DWORD"):
			in.A.Src0Sel = map[string]uint8{"WORD_0": selWord0, "WORD_1": selWord1, "DWORD": selDword}[v]
		default:
			return in, fmt.Errorf("SDWA %q is not supported by the executor (dst_sel:DWORD and src0_sel WORD_0, WORD_1 or DWORD are)", m)
		}
	}
	return in, nil
}

// decodeExtSDWA decodes the VOP1 word w (src0 = 0xF9) and its SDWA dword.
func decodeExtSDWA(gen *amdgcn.Generation, d *ExtDef, w uint32, b []byte) (Inst, int, bool, error) {
	in := Inst{Ext: d}
	if !extSDWA(gen, d) {
		return in, 0, false, fmt.Errorf("%s: SDWA is not supported by the executor for this instruction on %s", d.Name, gen.Name)
	}
	if len(b) < 8 {
		return in, 0, false, fmt.Errorf("%s: truncated SDWA dword", d.Name)
	}
	x := binary.LittleEndian.Uint32(b[4:])
	in.A.Ext = amdgcn.ExtSDWA
	in.A.Dst = vgpr(int(w >> 17 & 0xff))
	in.A.DstSel, in.A.DstUnused, in.A.Src0Sel = uint8(x>>8&7), uint8(x>>11&3), uint8(x>>16&7)
	if x>>23&1 == 1 {
		in.A.Src[0] = amdgcn.Operand{Kind: amdgcn.OpSGPR, Code: uint16(x & 0xff), Regs: 1}
	} else {
		in.A.Src[0] = vgpr(int(x & 0xff))
	}
	switch {
	case x>>13&7 != 0 || x>>19&7 != 0:
		return in, 0, false, fmt.Errorf("%s: SDWA modifiers (clamp/omod/sext/neg/abs %#08x) are not supported by the executor", d.Name, x)
	case in.A.DstSel != selDword:
		return in, 0, false, fmt.Errorf("%s: SDWA dst_sel %s is not supported by the executor (DWORD is)", d.Name, selName(in.A.DstSel))
	case in.A.Src0Sel != selWord0 && in.A.Src0Sel != selWord1 && in.A.Src0Sel != selDword:
		return in, 0, false, fmt.Errorf("%s: SDWA src0_sel %s is not supported by the executor", d.Name, selName(in.A.Src0Sel))
	}
	return in, 8, true, nil
}
