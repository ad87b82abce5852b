package amdgcn

import (
	"errors"
	"fmt"
)

// Decoding errors.
var (
	ErrTruncated    = errors.New("truncated instruction")
	ErrUnrecognized = errors.New("invalid instruction encoding")
)

func le32(b []byte) uint32 {
	return uint32(b[0]) | uint32(b[1])<<8 | uint32(b[2])<<16 | uint32(b[3])<<24
}

// Decode decodes one instruction at the start of code. On failure it
// returns an error wrapping ErrTruncated or ErrUnrecognized; it never panics.
// Encodings outside this package's table, or that llvm-mc would print in a
// form that does not assemble back to the same bytes, are unrecognized.
func Decode(gen *Generation, code []byte) (Inst, int, error) {
	var in Inst
	n, err := decodeInto(&in, gen, code)
	return in, n, err
}

func decodeInto(in *Inst, gen *Generation, code []byte) (int, error) {
	if len(code) < 4 {
		return 0, ErrTruncated
	}
	in.gen, in.w64 = gen.ID, gen.Wave64()
	t := decTable(gen.ID)
	w := le32(code)
	fam := gen.Family
	var enc Encoding
	var op uint16
	switch {
	case w>>23 == 0x17F:
		enc, op = EncSOPP, uint16(w>>16&0x7f)
	case w>>23 == 0x17D:
		enc, op = EncSOP1, uint16(w>>8&0xff)
	case w>>23 == 0x17E:
		enc, op = EncSOPC, uint16(w>>16&0x7f)
	case w>>28 == 0xB:
		enc, op = EncSOPK, uint16(w>>23&0x1f)
	case w>>30 == 2:
		enc, op = EncSOP2, uint16(w>>23&0x7f)
	case w>>31 == 0:
		switch w >> 25 {
		case 0x3E:
			enc, op = EncVOPC, uint16(w>>17&0xff)
		case 0x3F:
			enc, op = EncVOP1, uint16(w>>9&0xff)
		default:
			enc, op = EncVOP2, uint16(w>>25&0x3f)
		}
	case fam == GFX9 && w>>23 == 0x1A7, fam != GFX9 && w>>23 == 0x198:
		// On GFX9 the VOP3P prefix lies inside the VOP3 one: test it first.
		enc, op = EncVOP3P, uint16(w>>16&0x7f)
	case fam == GFX9 && w>>26 == 0x34, fam != GFX9 && w>>26 == 0x35:
		enc, op = EncVOP3, uint16(w>>16&0x3ff)
	case fam == GFX9 && w>>26 == 0x30:
		enc, op = EncSMEM, uint16(w>>18&0xff)
	case fam == GFX12 && w>>26 == 0x3D:
		enc, op = EncSMEM, uint16(w>>13&0x3f)
	case (fam == GFX10 || fam == GFX11) && w>>26 == 0x3D:
		enc, op = EncSMEM, uint16(w>>18&0xff)
	case fam == GFX12 && w>>24 == 0xEE:
		enc, op = EncFLAT, uint16(w>>14&0xff)
	case fam == GFX11 && w>>26 == 0x37:
		enc, op = EncFLAT, uint16(w>>18&0x7f)
	case fam == GFX9 && w>>26 == 0x37 && gen.cachePolicySC():
		// bit 25 is sc1 on the gfx940 family (docs/reference/amdgpu.md §3.7)
		enc, op = EncFLAT, uint16(w>>18&0x7f)
		in.CPol = uint8(w>>16&1*CPolSC0 | w>>17&1*CPolNT | w>>25&1*CPolSC1)
	case (fam == GFX9 || fam == GFX10) && w>>26 == 0x37:
		enc, op = EncFLAT, uint16(w>>18&0xff)
	default:
		return 0, ErrUnrecognized
	}
	e := t.dec[enc][op&0x3ff]
	if e == nil {
		return 0, ErrUnrecognized
	}

	if enc == EncVOP1 || enc == EncVOP2 || enc == EncVOPC {
		in.fi = e.fiShort // in.setForm(e.Short)
	} else {
		in.fi = e.fiLong // in.setForm(e.Long)
	}
	size := 4
	switch enc {
	case EncVOP3, EncVOP3P, EncSMEM, EncFLAT:
		size = 8
		if enc == EncFLAT && fam == GFX12 {
			size = 12
		}
	}
	if len(code) < size {
		return 0, ErrTruncated
	}
	if e.Def.Shape == ShapeVNop {
		return decodeVNop(enc, w, code, gen)
	}
	// DPP: the src0 field names the extension, the VGPR is in the next dword
	var dppCode uint32
	switch enc {
	case EncVOP1, EncVOP2, EncVOPC:
		dppCode = w & 0x1ff
	case EncVOP3:
		if fam >= GFX11 {
			dppCode = le32(code[4:]) & 0x1ff
		}
	}
	switch dppCode {
	case codeSDWA:
		if enc == EncVOP3 || in.Form().DPP&SDWA == 0 {
			return 0, ErrUnrecognized
		}
		if len(code) < size+4 {
			return 0, ErrTruncated
		}
	case codeDPP, codeDPP8, codeDPP8FI:
		need := DPP16
		if dppCode != codeDPP {
			need = DPP8
		}
		if in.Form().DPP&need == 0 {
			return 0, ErrUnrecognized
		}
		if len(code) < size+4 {
			return 0, ErrTruncated
		}
	default:
		dppCode = 0
	}
	var w1, w2 uint32
	if size >= 8 {
		w1 = le32(code[4:])
	}
	if size >= 12 {
		w2 = le32(code[8:])
	}
	if dppCode != 0 {
		// decode src0 as a VGPR; decodeDPP puts in the real one
		if enc == EncVOP3 {
			w1 = w1&^0x1ff | codeVGPR0
		} else {
			w = w&^0x1ff | codeVGPR0
		}
	}
	d := e.Def
	waveRegs := uint8(gen.WaveSize / 32)
	vgpr := func(n uint32, regs int) Operand {
		return Operand{Kind: OpVGPR, Code: uint16(codeVGPR0 + n), Regs: uint8(regs)}
	}
	var bad bool
	src := func(code uint32, ty OpType) Operand {
		if code >= codeVGPR0 {
			return Operand{Kind: OpVGPR, Code: uint16(code), Regs: uint8(ty.regs())}
		}
		o, ok := decodeSrc(uint16(code), ty, gen)
		if !ok {
			bad = true
		}
		return o
	}
	switch enc {
	case EncVOP1:
		in.Dst = vgpr(w>>17&0xff, d.Dst.regs())
		in.Src[0] = src(w&0x1ff, d.Src[0])
		if d.Shape == ShapeReadLane {
			o, ok := decodeSrc(uint16(w>>17&0xff), TB32, gen)
			if !ok || o.Kind != OpSGPR || o.Code >= 128 || in.Src[0].Kind != OpVGPR {
				return 0, ErrUnrecognized
			}
			if o.Code == m0Code(fam) && !gen.LLVM19 {
				// llvm-mc-22 prints m0 there with an "Invalid register"
				// comment (SReg_32_XM0): rejected, as in the assembler
				return 0, fmt.Errorf("%w: m0 as the destination of v_readfirstlane_b32", ErrUnrecognized)
			}
			o.Regs = 1
			in.Dst = o
		}
	case EncVOP2:
		in.Dst = vgpr(w>>17&0xff, d.Dst.regs())
		in.Src[0] = src(w&0x1ff, d.Src[0])
		in.Src[1] = vgpr(w>>9&0xff, d.Src[1].regs())
		if d.Shape.masked() {
			in.Src[2] = Operand{Kind: OpSGPR, Code: codeVCCLo, Regs: waveRegs}
		}
		if d.Shape.hasSDst() {
			in.SDst = Operand{Kind: OpSGPR, Code: codeVCCLo, Regs: waveRegs}
		}
	case EncVOPC:
		in.Dst = Operand{Kind: OpSGPR, Code: codeVCCLo, Regs: waveRegs}
		if d.Shape == ShapeCmpX && fam >= GFX10 {
			in.Dst.Code = codeExecLo // GFX10+ v_cmpx writes EXEC alone
		}
		in.Src[0] = src(w&0x1ff, d.Src[0])
		in.Src[1] = vgpr(w>>9&0xff, d.Src[1].regs())
	case EncVOP3, EncVOP3P:
		maskTy := TB32
		if waveRegs == 2 {
			maskTy = TF64
		}
		if d.Shape == ShapeCmpX && fam >= GFX10 {
			// GFX10+ v_cmpx: the destination field holds EXEC_LO
			// (llvm-mc-19 prints any other value as the same text and
			// re-encodes 0x7e: rejected, so that decoding round-trips)
			if w&0xff != codeExecLo {
				return 0, fmt.Errorf("%w: v_cmpx destination field is not exec_lo", ErrUnrecognized)
			}
			in.Dst = Operand{Kind: OpSGPR, Code: codeExecLo, Regs: waveRegs}
		} else if d.Shape == ShapeCmp || d.Shape == ShapeCmpX {
			o, ok := decodeSrc(uint16(w&0xff), maskTy, gen)
			if !ok || o.Kind != OpSGPR {
				return 0, ErrUnrecognized
			}
			o.Regs = waveRegs
			in.Dst = o
		} else {
			in.Dst = vgpr(w&0xff, d.Dst.regs())
		}
		in.Clamp = w>>15&1 == 1
		n := in.nsrc()
		codes := [3]uint32{w1 & 0x1ff, w1 >> 9 & 0x1ff, w1 >> 18 & 0x1ff}
		for i := n; i < 3; i++ {
			if codes[i] != 0 {
				return 0, fmt.Errorf("%w: operand field of an unused source is set", ErrUnrecognized)
			}
		}
		for i := 0; i < n; i++ {
			ty := d.Src[i]
			if d.Shape.masked() && i == 2 {
				o, ok := decodeSrc(uint16(codes[2]), maskTy, gen)
				if !ok || o.Kind != OpSGPR || !maskReg(o.Code, gen) {
					return 0, ErrUnrecognized
				}
				o.Regs = waveRegs
				in.Src[2] = o
				continue
			}
			if c := codes[i]; c >= codeVGPR0 {
				in.Src[i] = Operand{Kind: OpVGPR, Code: uint16(c), Regs: uint8(ty.regs())}
			} else {
				in.Src[i] = src(c, ty)
			}
		}
		if d.Shape.hasSDst() {
			// VOP3B: sdst[14:8]
			o, ok := decodeSrc(uint16(w>>8&0x7f), maskTy, gen)
			if !ok || o.Kind != OpSGPR || !maskReg(o.Code, gen) {
				return 0, ErrUnrecognized
			}
			o.Regs = waveRegs
			in.SDst = o
			in.Omod = uint8(w1 >> 27 & 3)
			for i := 0; i < 3; i++ {
				in.Src[i].Neg = w1>>(29+i)&1 == 1
			}
		} else if enc == EncVOP3 {
			in.OpSel = uint8(w >> 11 & 0xf)
			in.Omod = uint8(w1 >> 27 & 3)
			for i := 0; i < 3; i++ {
				in.Src[i].Abs = w>>(8+i)&1 == 1
				in.Src[i].Neg = w1>>(29+i)&1 == 1
			}
		} else {
			in.OpSel = uint8(w >> 11 & 7)
			in.OpSelHi = uint8(w1>>27&3) | uint8(w>>14&1)<<2
			in.NegHi = uint8(w >> 8 & 7)
			in.NegLo = uint8(w1 >> 29 & 7)
		}
	case EncSOPP:
		in.Imm = w & 0xffff
	case EncSOPK:
		o, ok := decodeSrc(uint16(w>>16&0x7f), TB32, gen)
		if !ok || o.Kind != OpSGPR || o.Code == codeLDSDirect {
			return 0, ErrUnrecognized
		}
		in.Dst, in.Imm = o, w&0xffff
	case EncSOP1, EncSOP2, EncSOPC:
		if d.noDst() {
			if w>>16&0x7f != 0 {
				return 0, fmt.Errorf("%w: a nonzero sdst field in %s", ErrUnrecognized, e.Name)
			}
		} else if enc != EncSOPC {
			o, ok := decodeSrc(uint16(w>>16&0x7f), d.Dst, gen)
			if !ok || o.Kind != OpSGPR {
				return 0, ErrUnrecognized
			}
			in.Dst = o
		}
		t0, t1 := d.Src[0], d.Src[1]
		if enc == EncSOPC && t0 == TF16 {
			// llvm-mc-19 prints a float inline constant of the 16-bit
			// float compares (s_cmp_o_f16, ...) as the f16 value in hex,
			// a literal, as on a 16-bit integer operand (obs;
			// docs/reference/amdgpu.md §3.7)
			t0, t1 = TI16, TI16
		}
		if t0 != TNone {
			in.Src[0] = src(w&0xff, t0)
		} else if w&0xff != 0 {
			return 0, fmt.Errorf("%w: a nonzero ssrc0 field in %s", ErrUnrecognized, e.Name)
		}
		if enc != EncSOP1 {
			in.Src[1] = src(w>>8&0xff, t1)
		}
	case EncSMEM:
		in.Dst = Operand{Kind: OpSGPR, Code: uint16(w >> 6 & 0x7f), Regs: uint8(d.Dwords)}
		in.Src[0] = Operand{Kind: OpSGPR, Code: uint16(w&0x3f) << 1, Regs: 2}
		if fam == GFX12 {
			in.Offset = int32(w1 & 0xffffff)
		} else {
			in.Offset = int32(w1 & 0xfffff)
		}
		// llvm-mc prints offset 0 with the null soffset as "null" on GFX10/11.
		in.SOffNull = in.Offset == 0 && (fam == GFX10 || fam == GFX11)
	case EncFLAT:
		var addr, data, vdst, saddr uint32
		if fam == GFX12 {
			saddr, vdst, data, addr = w&0x7f, w1&0xff, w1>>23&0xff, w2&0xff
			in.Offset = int32(w2) >> 8
		} else {
			addr, data, saddr, vdst = w1&0xff, w1>>8&0xff, w1>>16&0x7f, w1>>24
			switch fam {
			case GFX10:
				in.Offset = int32(w<<20) >> 20
			default:
				in.Offset = int32(w<<19) >> 19
			}
		}
		off := flatOffCode(fam)
		if saddr == off {
			in.Src[1] = Operand{Kind: OpOff}
			in.Src[0] = vgpr(addr, 2)
		} else {
			in.Src[1] = Operand{Kind: OpSGPR, Code: uint16(saddr), Regs: 2}
			in.Src[0] = vgpr(addr, 1)
		}
		if d.Shape == ShapeGLoad {
			in.Dst = vgpr(vdst, d.Dwords)
		} else {
			in.Src[2] = vgpr(data, d.Dwords)
		}
	}
	if dppCode == codeSDWA && !bad {
		if !in.decodeSDWA(w, le32(code[size:])) {
			return 0, fmt.Errorf("%w: reserved SDWA bits", ErrUnrecognized)
		}
		size += 4
		if msg := checkInst(in, e, gen); msg != "" {
			return 0, fmt.Errorf("%w: %s", ErrUnrecognized, msg)
		}
		if msg := in.checkSDWA(); msg != "" {
			return 0, fmt.Errorf("%w: %s", ErrUnrecognized, msg)
		}
		return size, nil
	}
	if dppCode != 0 && !bad {
		if !in.decodeDPP(le32(code[size:]), dppCode) {
			return 0, fmt.Errorf("%w: reserved DPP bits or control", ErrUnrecognized)
		}
		size += 4
		if msg := checkInst(in, e, gen); msg != "" {
			return 0, fmt.Errorf("%w: %s", ErrUnrecognized, msg)
		}
		if msg := in.checkDPP(); msg != "" {
			return 0, fmt.Errorf("%w: %s", ErrUnrecognized, msg)
		}
		return size, nil
	}
	if bad {
		return 0, ErrUnrecognized
	}
	hasLit := false
	ns := int(e.nsrc)
	for i := 0; i < ns; i++ {
		hasLit = hasLit || in.Src[i].Kind == OpLiteral && !in.Src[i].inl16
	}
	if hasLit {
		if len(code) < size+4 {
			return 0, ErrTruncated
		}
		lit := le32(code[size:])
		for i := 0; i < ns; i++ {
			if in.Src[i].Kind == OpLiteral && !in.Src[i].inl16 {
				in.Src[i].Lit = lit
			}
		}
		size += 4
	}
	if msg := checkInst(in, e, gen); msg != "" {
		return 0, fmt.Errorf("%w: %s", ErrUnrecognized, msg)
	}
	// VALU and SOPP words are made only of the fields decoded above, so
	// they re-encode identically; SMEM and FLAT have bits this package does
	// not model (cache policy, soffset, ...), so re-encode and compare.
	if enc == EncSMEM || enc == EncFLAT {
		var tmp [16]byte
		re := in.AppendEncoding(tmp[:0])
		if len(re) != size || string(re) != string(code[:size]) {
			return 0, fmt.Errorf("%w: reserved or unsupported fields set", ErrUnrecognized)
		}
	}
	return size, nil
}

// decodeVNop decodes v_nop as llvm-mc-19 does (docs/reference/amdgpu.md
// §3.12): the VOP1 word with a zero vdst field and any src0 field but the
// codes that name a DPP or SDWA dword on GFX9 (0xf9, 0xfa) and GFX10 (also
// 0xe9, 0xea), whose forms are outside the table, 4 bytes (no literal
// after src0 = 0xff); the VOP3 form with zero vdst, abs, clamp, omod and
// neg fields, whatever its op_sel field holds (and, on gfx950 as
// llvm-mc-22 decodes it, its src0..src2 fields). Every such word prints as
// "v_nop", which assembles to the canonical encoding (all those fields
// zero), the bytes -show-encoding lists.
func decodeVNop(enc Encoding, w uint32, code []byte, g *Generation) (int, error) {
	if enc != EncVOP1 {
		w1 := le32(code[4:])
		if !g.LLVM19 {
			w1 &= 0xf8000000 // llvm-mc-22 ignores the source fields
		}
		if w&0x87ff != 0 || w1 != 0 {
			return 0, fmt.Errorf("%w: v_nop with an operand or modifier field set", ErrUnrecognized)
		}
		return 8, nil
	}
	fam := g.Family
	if w>>17&0xff != 0 {
		return 0, fmt.Errorf("%w: v_nop with a nonzero vdst field", ErrUnrecognized)
	}
	switch w & 0x1ff {
	case codeDPP8, codeDPP8FI:
		if fam != GFX10 {
			break
		}
		fallthrough
	case codeSDWA, codeDPP:
		if fam <= GFX10 {
			return 0, fmt.Errorf("%w: the DPP and SDWA forms of v_nop are outside the table", ErrUnrecognized)
		}
	}
	return 4, nil
}

// decodeSrc interprets a 9-bit source code for an operand of type ty.
func decodeSrc(code uint16, ty OpType, g *Generation) (Operand, bool) {
	regs := uint8(ty.regs())
	switch {
	case code >= codeVGPR0:
		return Operand{Kind: OpVGPR, Code: code, Regs: regs}, true
	case code == codeLiteral:
		return Operand{Kind: OpLiteral, Code: code, Regs: 1}, ty != TNone
	case code >= 128 && code <= 208:
		return Operand{Kind: OpInline, Code: code, Regs: 1}, ty != TNone
	case code >= 240 && code <= 248:
		if ty == TI16 {
			// llvm-mc-19 prints float inline codes on 16-bit integer
			// operands as their f16 values in hex (0xf2: 0x3c00), which
			// assemble to literals: decoded as such a literal, marked.
			return Operand{Kind: OpLiteral, Code: codeLiteral, Regs: 1, Lit: uint32(f16Inline[code-240]), inl16: true}, true
		}
		return Operand{Kind: OpInline, Code: code, Regs: 1}, ty != TNone
	}
	f := g.Family
	ok := false
	switch {
	case int(code) < g.SGPRs:
		ok = regs == 1 || code%2 == 0
	case f == GFX9 && code >= codeFlatScratchLo && code <= codeXnackMaskLo+1:
		ok = regs == 1 || code%2 == 0
	case code == codeVCCLo || code == codeExecLo:
		ok = true
	case code == codeVCCHi || code == codeExecHi:
		ok = regs == 1
	case code >= codeTTMP0 && code <= codeTTMP15:
		ok = regs == 1 || code%2 == 0
	case code == m0Code(f):
		ok = regs == 1
	case code == nullCode(f):
		ok = f != GFX9
	case code >= 235 && code <= 238, code == 253:
		ok = true
	case code == codeLDSDirect:
		ok = g.LDSDirect && regs == 1 && ty != TNone
	case code == 251, code == 252, code == 239:
		ok = f == GFX9 || f == GFX10
	}
	return Operand{Kind: OpSGPR, Code: code, Regs: regs}, ok
}

// checkInst applies the assembler's rules to a decoded instruction, so that
// everything Decode accepts prints as text that assembles back to it.
func checkInst(in *Inst, e *Entry, g *Generation) string {
	d := e.Def
	f := in.Form()
	switch d.Shape {
	case ShapeNoArgs, ShapeSImm16, ShapeWaitImm, ShapeBranch, ShapeSOPK:
		return ""
	case ShapeDelayALU:
		if !delayValid(in.Imm) {
			return "s_delay_alu with a field llvm-mc prints as invalid"
		}
		return ""
	case ShapeSendMsg:
		if !sendMsgRoundTrips(g.Family, in.Imm) {
			return "s_sendmsg whose llvm-mc text assembles to another value (bits outside its fields)"
		}
		return ""
	case ShapeSOP1, ShapeSOP2, ShapeSOPC:
		if d.noDst() && (in.Src[0].Kind != OpSGPR || !pcSource(in.Src[0].Code)) {
			return "s_setpc_b64 of a constant (llvm-mc prints text it does not assemble)"
		}
		for i := 0; i < int(e.nsrc); i++ {
			if in.Src[i].Kind == OpSGPR && in.Src[i].Code == codeLDSDirect {
				return "src_lds_direct in a scalar instruction"
			}
			// (inl16: the float inline constant of a 16-bit float compare,
			// which llvm-mc-19 prints as its f16 value in hex; a literal
			// there is what llvm-mc-19 assembles that hex text to, so it
			// is canonical whatever its bits)
			if o := &in.Src[i]; o.Kind == OpLiteral && !o.inl16 && !(d.Shape == ShapeSOPC && d.Src[i] == TF16) && !canonicalLiteral(o.Lit, d.Src[i]) {
				return "literal that llvm-mc would print as an inline constant"
			}
		}
		return ""
	case ShapeWaitcnt:
		v, _ := encodeWaitcnt(g.Family, decodeWaitcnt(g.Family, in.Imm))
		if v != in.Imm {
			return "s_waitcnt with reserved bits set"
		}
		return ""
	case ShapeSLoad:
		if int(in.Dst.Code)+int(in.Dst.Regs) > g.SGPRs || int(in.Src[0].Code)+2 > g.SGPRs {
			return "scalar register out of range"
		}
		if in.Dst.Regs > 1 && in.Dst.Code%2 != 0 || in.Dst.Regs >= 3 && in.Dst.Code%4 != 0 {
			return "misaligned SGPR tuple"
		}
		if in.Offset > 0xfffff {
			return "offset out of range"
		}
		return ""
	case ShapeGLoad, ShapeGStore:
		lo, hi := flatOffsetRange(g.Family)
		if int64(in.Offset) < lo || int64(in.Offset) > hi {
			return "offset out of range"
		}
		if in.Src[1].Kind == OpSGPR && (int(in.Src[1].Code)+2 > g.SGPRs || in.Src[1].Code%2 != 0) {
			return "invalid scalar address"
		}
		for _, o := range []*Operand{&in.Dst, &in.Src[0], &in.Src[2]} {
			if o.Kind == OpVGPR && (int(o.Code-codeVGPR0)+int(o.Regs) > 256 || o.Regs > 1 && g.AlignedVGPRTuples && o.Code%2 != 0) {
				return "invalid VGPR tuple"
			}
		}
		return ""
	}
	// VALU
	n := int(e.nsrc)
	ns := n
	if d.Shape.masked() {
		ns = 2
	}
	if plainVALU(in, f, d, g, ns) {
		return ""
	}
	if in.Dst.Kind == OpSGPR && in.Dst.Code == codeLDSDirect {
		return "src_lds_direct as a destination"
	}
	for i := 1; i < n; i++ {
		if in.Src[i].Kind == OpSGPR && in.Src[i].Code == codeLDSDirect {
			return "src_lds_direct in a source other than src0"
		}
	}
	if in.Src[0].Kind == OpSGPR && in.Src[0].Code == codeLDSDirect && revOpcode(e.Name) {
		return "src_lds_direct in a rev opcode"
	}
	regsOK := func(o *Operand) bool {
		if o.Kind != OpVGPR {
			return true
		}
		if int(o.Code-codeVGPR0)+int(o.Regs) > 256 {
			return false
		}
		return !(o.Regs > 1 && g.AlignedVGPRTuples && o.Code%2 != 0)
	}
	if !regsOK(&in.Dst) {
		return "invalid VGPR tuple"
	}
	for i := 0; i < ns; i++ {
		o := &in.Src[i]
		if !regsOK(o) {
			return "invalid VGPR tuple"
		}
		if (o.Abs || o.Neg) && (d.Mods&ModAbsNeg == 0 || !d.Src[i].isF()) {
			return "abs/neg on a source that does not accept it"
		}
	}
	for i := ns; i < 3; i++ {
		if !d.Shape.masked() || i != 2 {
			if in.Src[i].Abs || in.Src[i].Neg {
				return "abs/neg on an unused source"
			}
		}
	}
	if d.Shape.masked() && (in.Src[2].Abs || in.Src[2].Neg) {
		return "abs/neg on the mask"
	}
	if in.Clamp && d.Mods&ModClamp == 0 {
		return "clamp not accepted"
	}
	if in.Omod != 0 && d.Mods&ModOmod == 0 {
		return "output modifier not accepted"
	}
	if f.Enc == EncVOP3P {
		full := uint8(1<<n - 1)
		if in.OpSel&^full != 0 || in.NegLo&^full != 0 || in.NegHi&^full != 0 || in.OpSelHi|full != 7 {
			return "modifier bits for an unused source"
		}
	} else if in.OpSel != 0 {
		if d.Mods&ModOpSel == 0 {
			return "op_sel not accepted"
		}
		if in.OpSel&^(uint8(1<<n-1)|8) != 0 {
			return "op_sel bit for an unused source"
		}
	}
	if f == e.Short && g.Family >= GFX11 && (d.Src[0].is16() || d.Dst.is16()) {
		cvt := d.Shape == ShapeVOP1 && d.Dst.is16() != d.Src[0].is16() // (see build.go's e32 rule)
		if in.Dst.Kind == OpVGPR && in.Dst.Code-codeVGPR0 >= 128 && (!cvt || d.Dst.is16()) || in.Src[0].Kind == OpVGPR && in.Src[0].Code-codeVGPR0 >= 128 && (!cvt || d.Src[0].is16()) ||
			n >= 2 && in.Src[1].Kind == OpVGPR && in.Src[1].Code-codeVGPR0 >= 128 {
			return "16-bit e32 operand in a high VGPR half (true16 syntax unsupported)"
		}
	}
	// constant bus and literals
	var sg [4]uint16
	cnt := 0
	hasLit := false
	for i := 0; i < n; i++ {
		o := &in.Src[i]
		switch o.Kind {
		case OpSGPR:
			if !isConstBusReg(o.Code, g.Family) {
				continue
			}
			key := o.Code | uint16(o.Regs)<<9
			dup := false
			for j := 0; j < cnt; j++ {
				dup = dup || sg[j] == key
			}
			if !dup {
				sg[cnt] = key
				cnt++
			}
		case OpLiteral:
			if o.inl16 {
				continue // an inline constant in the encoding
			}
			if (f.Enc == EncVOP3 || f.Enc == EncVOP3P) && !g.VOP3Literal {
				return "literal in VOP3"
			}
			if !canonicalLiteral(o.Lit, d.Src[i]) {
				return "literal that llvm-mc would print as an inline constant"
			}
			hasLit = true
		}
	}
	if d.Shape.masked() && f == e.Short {
		dup := false
		for j := 0; j < cnt; j++ {
			dup = dup || sg[j] == codeVCCLo|uint16(g.WaveSize/32)<<9
		}
		if !dup {
			cnt++
		}
	}
	if hasLit {
		cnt++
	}
	if cnt > d.busLimit(g) {
		return "violates the constant bus limit"
	}
	return ""
}

// plainVALU reports, quickly, that a VALU instruction passes checkInst:
// no modifiers, single VGPRs as sources (so no constant-bus use, literal or
// alignment question) and a single VGPR or SGPR destination. It reports
// false for anything else, which gets the full checks.
func plainVALU(in *Inst, f *Form, d *InstDef, g *Generation, ns int) bool {
	if in.Clamp || in.Omod != 0 || in.OpSel != 0 || in.NegLo != 0 || in.NegHi != 0 {
		return false
	}
	if in.Dst.Kind == OpVGPR && in.Dst.Regs != 1 || in.Dst.Kind == OpSGPR && in.Dst.Code == codeLDSDirect {
		return false // (src_lds_direct in a VOP3 compare's sdst field: checkInst rejects it)
	}
	for i := 0; i < 3; i++ {
		o := &in.Src[i]
		if o.Abs || o.Neg || i < ns && (o.Kind != OpVGPR || o.Regs != 1) {
			return false
		}
	}
	if f.Enc == EncVOP3P && in.OpSelHi != 7 {
		return false
	}
	if g.Family >= GFX11 && f.Enc != EncVOP3 && f.Enc != EncVOP3P && (d.Src[0].is16() || d.Dst.is16()) {
		return false // the 16-bit e32 VGPR-range rule: full checks
	}
	return true
}

// canonicalLiteral reports whether the assembler would produce lit as a
// literal for an operand of type t when given its printed value.
func canonicalLiteral(lit uint32, t OpType) bool {
	var o Operand
	var msg string
	switch t {
	case TF32, TB32:
		// immOperand's case for these types without its call: every
		// uint32 is in range, and a literal unless an inline constant
		// encodes it (TestCanonicalLiteral32 holds the two to each other)
		_, inl := inline32(lit)
		return !inl
	case TF16, TI16:
		if lit > 0xffff {
			return false
		}
		o, msg = immOperand(t, false, int64(lit), 0)
	default:
		o, msg = immOperand(t, false, int64(lit), 0)
	}
	return msg == "" && o.Kind == OpLiteral && o.Lit == lit
}

// errGroupStop is appended to the "invalid instruction encoding" error of
// an instruction whose length is not known (see lengthKnown): the decoder
// stops there, to the end of the group, rather than guess where the next
// instruction starts.
const errGroupStop = " (the rest of the group is not decoded: llvm-mc may know this instruction and its length)"

// vop2K lists, per family, the VOP2 opcodes that always carry a 32-bit
// constant after the word (v_madmk/v_madak, v_fmamk/v_fmaak), and
// sopkImm32 the SOPK opcode of s_setreg_imm32_b32, which does too.
// Observed: llvm-mc-19 -show-encoding of v_madmk_f32, v_madak_f32,
// v_madmk_f16, v_madak_f16, v_fmamk_f32, v_fmaak_f32, v_fmamk_f16,
// v_fmaak_f16 and s_setreg_imm32_b32 on gfx908, gfx90a, gfx940, gfx942,
// gfx1010, gfx1030, gfx1100, gfx1200.
var (
	vop2K     = [numFamilies][]uint8{GFX9: {0x17, 0x18, 0x24, 0x25}, GFX10: {0x20, 0x21, 0x2c, 0x2d, 0x37, 0x38}, GFX11: {0x2c, 0x2d, 0x37, 0x38}, GFX12: {0x2c, 0x2d, 0x37, 0x38}}
	sopkImm32 = [numFamilies]uint8{GFX9: 0x14, GFX10: 0x15, GFX11: 0x13, GFX12: 0x13}
)

// lengthKnown reports whether an instruction whose first dword is w takes
// exactly 4 bytes, or is invalid, for every decoder that knows the whole
// instruction set: then after a failure llvm-mc, too, goes on 4 bytes later
// (it skips 4 bytes where it fails and reads the instruction where it does
// not). It is false for the 64-bit formats (VOP3, VOP3P, SMEM, FLAT, DS,
// MUBUF, MIMG, ...), for VALU words with a literal, DPP or SDWA source, for
// the VOP2/SOPK opcodes with a constant dword and for scalar words with a
// literal source.
func lengthKnown(w uint32, fam Family) bool {
	switch {
	case w>>31 == 0: // VOP1, VOP2, VOPC
		switch w & 0x1ff {
		case codeLiteral, 0xf9, 0xfa, 0xe9, 0xea: // literal, SDWA, DPP16, DPP8
			return false
		}
		if w>>25 < 0x3e {
			for _, op := range vop2K[fam] {
				if uint32(op) == w>>25 {
					return false
				}
			}
		}
		return true
	case w>>23 == 0x17F: // SOPP
		return true
	case w>>23 == 0x17D: // SOP1
		return w&0xff != codeLiteral
	case w>>23 == 0x17E: // SOPC
		return w&0xff != codeLiteral && w>>8&0xff != codeLiteral
	case w>>28 == 0xB: // SOPK
		return w>>23&0x1f != uint32(sopkImm32[fam])
	case w>>30 == 2: // SOP2
		return w&0xff != codeLiteral && w>>8&0xff != codeLiteral
	}
	// a 64-bit format, or the unassigned prefix 0b111111
	return w>>26 == 0x3f
}

// flatOffCode is the saddr field value that means "off" in FLAT global
// instructions.
func flatOffCode(f Family) uint32 {
	switch f {
	case GFX9:
		return 0x7f
	case GFX10:
		return 0x7d
	}
	return 0x7c
}
