package amdgcn

import "slices"

// SDWA (sub-dword addressing, GFX9 and GFX10): a VOP1/VOP2/VOPC word whose
// src0 field is 0xF9 is followed by a dword that names src0 and how the
// operands' bytes and words are selected. Layout (decoded from llvm-mc-19
// -show-encoding):
//
//	src0[7:0] | dst_sel[10:8] | dst_unused[12:11] | clamp[13] | omod[15:14] |
//	src0_sel[18:16] | src0_sext[19] | src0_neg[20] | src0_abs[21] | src0_sgpr[23] |
//	src1_sel[26:24] | src1_sext[27] | src1_neg[28] | src1_abs[29] | src1_sgpr[31]
//
// VOPC: bits [14:8] are the sdst code and bit 15 says it is written (else
// VCC); there are no dst_sel, dst_unused or output modifiers. With the sgpr
// bit, src0/src1 is an SGPR or inline-constant code; without it a VGPR.

const codeSDWA = 0xf9

var sdwaSelNames = [7]string{"BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD"}
var sdwaUnusedNames = [3]string{"UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE"}

// sdwaMods is what the assembler parsed of the SDWA modifiers of a line
// (-1: absent).
type sdwaMods struct {
	set                                 bool
	dstSel, dstUnused, src0Sel, src1Sel int8
	col                                 int
}

// apply sets the selects and the unused-bits mode m names in in (those
// absent keep in's defaults).
func (m *sdwaMods) apply(in *Inst) {
	if m.dstSel >= 0 {
		in.DstSel = uint8(m.dstSel)
	}
	if m.dstUnused >= 0 {
		in.DstUnused = uint8(m.dstUnused)
	}
	if m.src0Sel >= 0 {
		in.Src0Sel = uint8(m.src0Sel)
	}
	if m.src1Sel >= 0 {
		in.Src1Sel = uint8(m.src1Sel)
	}
}

// sdwaModifier parses an SDWA modifier (p.i after id).
func (p *lineParser) sdwaModifier(m *sdwaMods, id string, col int) (handled, ok bool) {
	var dst *int8
	names := sdwaSelNames[:]
	switch id {
	case "dst_sel":
		dst = &m.dstSel
	case "dst_unused":
		dst, names = &m.dstUnused, sdwaUnusedNames[:]
	case "src0_sel":
		dst = &m.src0Sel
	case "src1_sel":
		dst = &m.src1Sel
	default:
		return false, true
	}
	if !m.set {
		m.col = col
	}
	m.set = true
	if p.gen.Family >= GFX11 {
		p.errAt(col, "not a valid operand.")
		return true, false
	}
	if p.peek() != ':' {
		p.errAt(p.col(), "expected ':' after %s", id)
		return true, false
	}
	p.i++
	vcol := p.col()
	v := string(p.ident())
	for k, n := range names {
		if n == v {
			if *dst >= 0 {
				p.errAt(col, "invalid operand for instruction: duplicate %s", id)
				return true, false
			}
			*dst = int8(k)
			return true, true
		}
	}
	p.errAt(vcol, "invalid %s value", id)
	return true, false
}

// buildSDWA finishes a VALU instruction written with SDWA modifiers or an
// _sdwa mnemonic.
func (p *lineParser) buildSDWA(st *statement, in *Inst, ops []rawOp, dst rawOp, vccMask bool) bool {
	e := in.Entry()
	d := e.Def
	g := p.gen
	m := &st.sdwa
	if e.Short == nil || e.Short.DPP&SDWA == 0 {
		if st.mn.force == forceSDWA {
			p.errAt(p.pos.Col, "sdwa variant of this instruction is not supported")
		} else {
			p.errAt(m.col, "not a valid operand.")
		}
		return false
	}
	if st.mn.force == 32 || st.mn.force == 64 || st.dpp.set {
		p.errAt(m.col, "not a valid operand.")
		return false
	}
	in.setForm(e.Short)
	in.Ext = ExtSDWA
	n := in.nsrc()
	if d.Shape == ShapeCndmask {
		n = 2
		if !vccMask {
			p.errAt(ops[len(ops)-1].col, "invalid operand for instruction")
			return false
		}
	}
	cmp := d.Shape == ShapeCmp
	if cmp {
		if st.clamp || st.colOmod != 0 || m.dstSel >= 0 || m.dstUnused >= 0 {
			p.errAt(m.col, "invalid operand for instruction")
			return false
		}
		if dst.vcc {
			in.Dst = Operand{Kind: OpSGPR, Code: codeVCCLo, Regs: uint8(g.WaveSize / 32)}
		} else if dst.code >= 128 && dst.code != codeVCCLo {
			p.errAt(dst.col, "invalid operand for instruction")
			return false
		} else {
			in.SDWASdst = true
		}
	} else if d.Shape == ShapeVOP1 && m.src1Sel >= 0 {
		p.errAt(m.col, "invalid operand for instruction")
		return false
	}
	if in.OpSel != 0 || st.listN[lOpSel] >= 0 {
		p.errAt(st.modCol[lOpSel], "invalid operand for instruction")
		return false
	}
	for i := 0; i < n; i++ {
		o := &in.Src[i]
		switch o.Kind {
		case OpVGPR:
			if o.Regs != 1 {
				p.errAt(ops[1+i].col, "invalid operand for instruction")
				return false
			}
		case OpSGPR, OpInline:
			if o.Kind == OpInline && o.Code >= 240 && o.intTok && !d.Src[i].isF() && (d.Src[i] == TI16 || d.Src[0].is16()) {
				// llvm-mc-19 reads an integer token with a float inline
				// value on an integer SDWA source of a 16-bit operation
				// as a truncated literal (it prints v_cmp_class_f16_sdwa
				// ..., 0x3e22f983 back as 0xf983); on a 32-bit one it
				// takes the float constant (v_mov_b32_sdwa v1, 0x3f800000
				// is 1.0, v_cmp_ne_i32_sdwa vcc, -0x40800000, v1 is -1.0)
				p.errAt(ops[1+i].col, "invalid operand for instruction: write the float constant as a float in SDWA")
				return false
			}
			if o.Kind == OpSGPR && (o.Code == codeLDSDirect || !isConstBusReg(o.Code, g.Family) && o.Code != nullCode(g.Family)) {
				p.errAt(ops[1+i].col, "invalid operand for instruction")
				return false
			}
		default:
			p.errAt(ops[1+i].col, "invalid operand for instruction")
			return false
		}
		if ops[1+i].sext {
			if d.Src[i].isF() {
				p.errAt(ops[1+i].sextCol, "invalid operand for instruction")
				return false
			}
			o.Sext = true
		}
	}
	in.DstSel, in.DstUnused, in.Src0Sel, in.Src1Sel = 6, 2, 6, 6
	if cmp {
		in.DstSel, in.DstUnused = 0, 0
	}
	if d.Shape == ShapeVOP1 {
		in.Src1Sel = 0
	}
	m.apply(in)
	return p.validate(in, ops)
}

// sdwaWord is the dword after the instruction word.
func (in *Inst) sdwaWord() uint32 {
	code := func(o *Operand) (uint32, uint32) {
		if o.Kind == OpVGPR {
			return uint32(o.Code-codeVGPR0) & 0xff, 0
		}
		return uint32(o.Code) & 0xff, 1
	}
	s0, s0s := code(&in.Src[0])
	w := s0 | uint32(in.Src0Sel)<<16 | bit(in.Src[0].Sext)<<19 | bit(in.Src[0].Neg)<<20 | bit(in.Src[0].Abs)<<21 | s0s<<23
	if in.nsrc() >= 2 {
		s1, s1s := code(&in.Src[1])
		w |= uint32(in.Src1Sel)<<24 | bit(in.Src[1].Sext)<<27 | bit(in.Src[1].Neg)<<28 | bit(in.Src[1].Abs)<<29 | s1s<<31
		_ = s1
	}
	if in.Form().Enc == EncVOPC {
		if in.SDWASdst {
			w |= uint32(in.Dst.Code)&0x7f<<8 | 1<<15
		}
		return w
	}
	return w | uint32(in.DstSel)<<8 | uint32(in.DstUnused)<<11 | bit(in.Clamp)<<13 | uint32(in.Omod)<<14
}

// sdwaSrc1Code is the vsrc1 field of an SDWA VOP2/VOPC word (the low 8
// bits of src1's code; its kind is the dword's sgpr bit).
func (in *Inst) sdwaSrc1Code() uint32 {
	o := &in.Src[1]
	if o.Kind == OpVGPR {
		return uint32(o.Code-codeVGPR0) & 0xff
	}
	return uint32(o.Code) & 0xff
}

// appendSDWA appends the SDWA modifiers as llvm-mc prints them.
func (in *Inst) appendSDWA(b []byte) []byte {
	// Each " head:NAME" is a word16 (dst_unused a word32, two of them)
	// copied with word stores into slack reserved here; a select value
	// past the names prints the head alone.
	b = slices.Grow(b, 96)
	n := len(b)
	b = b[:cap(b)]
	sel := func(n int, t *[8]word16, v uint8) int {
		return putWord16(b, n, &t[min(v, 7)])
	}
	switch in.Form().Enc {
	case EncVOPC:
		n = sel(n, &sdwaSelWords[2], in.Src0Sel)
		n = sel(n, &sdwaSelWords[3], in.Src1Sel)
		return b[:n]
	case EncVOP1:
		n = sel(n, &sdwaSelWords[0], in.DstSel)
		n = putWord16(b, n, &sdwaUnusedWords[min(in.DstUnused, 3)][0])
		n = putWord16(b, n, &sdwaUnusedWords[min(in.DstUnused, 3)][1])
		n = sel(n, &sdwaSelWords[2], in.Src0Sel)
		return b[:n]
	}
	n = sel(n, &sdwaSelWords[0], in.DstSel)
	n = putWord16(b, n, &sdwaUnusedWords[min(in.DstUnused, 3)][0])
	n = putWord16(b, n, &sdwaUnusedWords[min(in.DstUnused, 3)][1])
	n = sel(n, &sdwaSelWords[2], in.Src0Sel)
	n = sel(n, &sdwaSelWords[3], in.Src1Sel)
	return b[:n]
}

// sdwaSelWords[k][v] is " dst_sel:", " dst_unused:" (unused), " src0_sel:"
// or " src1_sel:" (k = 0, 2, 3) followed by sdwaSelNames[v] (the head alone
// for v = 7, which stands for any value past the names); sdwaUnusedWords[v]
// is " dst_unused:" and sdwaUnusedNames[v] as two word16 halves.
var sdwaSelWords, sdwaUnusedWords = func() (sel [4][8]word16, unused [4][2]word16) {
	for k, head := range [4]string{" dst_sel:", "", " src0_sel:", " src1_sel:"} {
		for v := range sel[k] {
			name := ""
			if v < len(sdwaSelNames) {
				name = sdwaSelNames[v]
			}
			sel[k][v] = mkWord16(head, []byte(name))
		}
	}
	for v := range unused {
		s := " dst_unused:"
		if v < len(sdwaUnusedNames) {
			s += sdwaUnusedNames[v]
		}
		lo, hi := s[:min(16, len(s))], s[min(16, len(s)):]
		unused[v] = [2]word16{mkWord16(lo, nil), mkWord16(hi, nil)}
	}
	return sel, unused
}()

// decodeSDWA reads the SDWA dword x of a VOP1/VOP2/VOPC word w; false for
// reserved values.
func (in *Inst) decodeSDWA(w, x uint32) bool {
	g := in.Gen()
	d := in.Entry().Def
	enc := in.Form().Enc
	ty0, ty1 := d.Src[0], d.Src[1]
	if d.Shape == ShapeCndmask {
		ty0, ty1 = TF32, TF32
	}
	src := func(c, sgpr uint32, ty OpType) (Operand, bool) {
		if sgpr == 0 {
			return Operand{Kind: OpVGPR, Code: uint16(codeVGPR0 + c), Regs: 1}, ty.regs() == 1
		}
		o, ok := decodeSrc(uint16(c), ty, g)
		// a float inline constant on a 16-bit integer source decodes as
		// on the non-SDWA path (decodeSrc: the f16 value's hex, marked
		// inl16); llvm-mc-19 lists it with source code 255 in the SDWA
		// dword and no literal dword (docs/reference/amdgpu.md §2)
		if o.Kind == OpLiteral && !o.inl16 || o.Kind == OpSGPR && (o.Code == codeLDSDirect || !isConstBusReg(o.Code, g.Family) && o.Code != nullCode(g.Family)) {
			return o, false
		}
		return o, ok && ty.regs() == 1
	}
	var ok bool
	in.Ext = ExtSDWA
	if in.Src[0], ok = src(x&0xff, x>>23&1, ty0); !ok {
		return false
	}
	in.Src0Sel = uint8(x >> 16 & 7)
	in.Src[0].Sext, in.Src[0].Neg, in.Src[0].Abs = x>>19&1 == 1, x>>20&1 == 1, x>>21&1 == 1
	if x>>22&1 != 0 || in.Src0Sel > 6 {
		return false
	}
	if enc == EncVOP1 {
		if x>>24 != 0 {
			return false
		}
	} else {
		if in.Src[1], ok = src(w>>9&0xff, x>>31, ty1); !ok {
			return false
		}
		in.Src1Sel = uint8(x >> 24 & 7)
		in.Src[1].Sext, in.Src[1].Neg, in.Src[1].Abs = x>>27&1 == 1, x>>28&1 == 1, x>>29&1 == 1
		if x>>30&1 != 0 || in.Src1Sel > 6 {
			return false
		}
	}
	if enc == EncVOPC {
		if x>>15&1 == 1 {
			in.SDWASdst = true
			o, ok := decodeSrc(uint16(x>>8&0x7f), TB32, g)
			if !ok || o.Kind != OpSGPR {
				return false
			}
			o.Regs = uint8(g.WaveSize / 32)
			if o.Regs == 2 && (o.Code%2 != 0 || o.Code == 124) {
				return false // no odd pairs; m0 (124) has no pair (llvm-mc-19 rejects it)
			}
			in.Dst = o
		} else if x>>8&0x7f != 0 {
			return false
		}
		return true
	}
	in.DstSel, in.DstUnused = uint8(x>>8&7), uint8(x>>11&3)
	in.Clamp, in.Omod = x>>13&1 == 1, uint8(x>>14&3)
	return in.DstSel <= 6 && in.DstUnused <= 2
}

// checkSDWA applies the assembler's SDWA rules to a decoded instruction.
func (in *Inst) checkSDWA() string {
	d := in.Entry().Def
	n := in.nsrc()
	if d.Shape == ShapeCndmask {
		n = 2
	}
	for i := 0; i < n; i++ {
		o := &in.Src[i]
		if o.Sext && d.Src[i].isF() {
			return "sext on a float source"
		}
		if (o.Abs || o.Neg) && (d.Mods&ModAbsNeg == 0 || !d.Src[i].isF()) {
			return "abs/neg on a source that does not accept it"
		}
	}
	return ""
}
