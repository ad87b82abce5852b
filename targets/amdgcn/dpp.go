package amdgcn

import "strconv"

// DPP (data-parallel primitives): a VOP1/VOP2/VOPC word (or, on GFX11+, a
// VOP3 pair) whose src0 field is 0xFA (DPP16) or 0xE9/0xEA (DPP8, fi 0/1)
// is followed by a dword that names the src0 VGPR and how lanes read it.
// Layouts (docs/reference/amdgpu.md §1.5; decoded from llvm-mc-19 -show-encoding):
//
//	DPP16: src0[7:0] | dpp_ctrl[16:8] | fi[18] | bound_ctrl[19] | src0_neg[20] | src0_abs[21] | src1_neg[22] | src1_abs[23] | bank_mask[27:24] | row_mask[31:28]
//	DPP8:  src0[7:0] | sel0[10:8] | sel1[13:11] | ... | sel7[31:29]
//
// In the VOP3 form the abs/neg bits of the DPP dword are zero (VOP3 has its
// own).

// An Ext is the source extension of a VALU instruction.
type Ext uint8

const (
	ExtNone Ext = iota
	ExtDPP      // DPP16 (GFX9 DPP): DPPCtrl, RowMask, BankMask, BoundCtrl, FI
	ExtDPP8     // DPP8: DPP8 lane selects, FI
	ExtSDWA     // SDWA (sdwa.go): DstSel, DstUnused, Src0Sel, Src1Sel, SDWASdst
)

const (
	codeDPP8   = 0xe9
	codeDPP8FI = 0xea
	codeDPP    = 0xfa
)

// dppCtrlValid reports whether llvm-mc knows the dpp_ctrl value on family f.
func dppCtrlValid(c uint16, f Family) bool {
	switch {
	case c <= 0xff:
		return true
	case c >= 0x101 && c <= 0x10f, c >= 0x111 && c <= 0x11f, c >= 0x121 && c <= 0x12f:
		return true
	case c == 0x140, c == 0x141:
		return true
	case c == 0x130, c == 0x134, c == 0x138, c == 0x13c, c == 0x142, c == 0x143:
		return f == GFX9
	case c >= 0x150 && c <= 0x16f:
		return f != GFX9
	}
	return false
}

// appendDPPCtrl appends the llvm-mc spelling of a dpp_ctrl value.
func appendDPPCtrl(b []byte, c uint16) []byte {
	switch {
	case c <= 0xff:
		b = append(b, "quad_perm:["...)
		for i := 0; i < 4; i++ {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, '0'+byte(c>>(2*i)&3))
		}
		return append(b, ']')
	case c >= 0x101 && c <= 0x10f:
		return strconv.AppendInt(append(b, "row_shl:"...), int64(c-0x100), 10)
	case c >= 0x111 && c <= 0x11f:
		return strconv.AppendInt(append(b, "row_shr:"...), int64(c-0x110), 10)
	case c >= 0x121 && c <= 0x12f:
		return strconv.AppendInt(append(b, "row_ror:"...), int64(c-0x120), 10)
	case c >= 0x150 && c <= 0x15f:
		return strconv.AppendInt(append(b, "row_share:"...), int64(c-0x150), 10)
	case c >= 0x160 && c <= 0x16f:
		return strconv.AppendInt(append(b, "row_xmask:"...), int64(c-0x160), 10)
	}
	switch c {
	case 0x130:
		return append(b, "wave_shl:1"...)
	case 0x134:
		return append(b, "wave_rol:1"...)
	case 0x138:
		return append(b, "wave_shr:1"...)
	case 0x13c:
		return append(b, "wave_ror:1"...)
	case 0x140:
		return append(b, "row_mirror"...)
	case 0x141:
		return append(b, "row_half_mirror"...)
	case 0x142:
		return append(b, "row_bcast:15"...)
	case 0x143:
		return append(b, "row_bcast:31"...)
	}
	return b
}

// appendDPP appends the DPP modifiers as llvm-mc prints them.
func (in *Inst) appendDPP(b []byte) []byte {
	switch in.Ext {
	case ExtDPP8:
		b = append(b, " dpp8:["...)
		for i := 0; i < 8; i++ {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, '0'+byte(in.DPP8>>(3*i)&7))
		}
		b = append(b, ']')
		if in.FI {
			b = append(b, " fi:1"...)
		}
	case ExtDPP:
		b = append(b, ' ')
		b = appendDPPCtrl(b, in.DPPCtrl)
		b = append(b, " row_mask:0x"...)
		b = strconv.AppendUint(b, uint64(in.RowMask), 16)
		b = append(b, " bank_mask:0x"...)
		b = strconv.AppendUint(b, uint64(in.BankMask), 16)
		if in.BoundCtrl {
			b = append(b, " bound_ctrl:1"...)
		}
		if in.FI {
			b = append(b, " fi:1"...)
		}
	}
	return b
}

// dppWord is the dword after the instruction word(s).
func (in *Inst) dppWord() uint32 {
	s0 := uint32(in.Src[0].Code-codeVGPR0) & 0xff
	if in.Ext == ExtDPP8 {
		return s0 | in.DPP8<<8
	}
	w := s0 | uint32(in.DPPCtrl)<<8 | bit(in.FI)<<18 | bit(in.BoundCtrl)<<19 | uint32(in.BankMask)<<24 | uint32(in.RowMask)<<28
	if f := in.Form().Enc; f != EncVOP3 {
		w |= bit(in.Src[0].Neg)<<20 | bit(in.Src[0].Abs)<<21 | bit(in.Src[1].Neg)<<22 | bit(in.Src[1].Abs)<<23
	}
	return w
}

// dppSrc0Code is the src0 field of a DPP instruction word.
func (in *Inst) dppSrc0Code() uint32 {
	switch {
	case in.Ext == ExtDPP:
		return codeDPP
	case in.FI:
		return codeDPP8FI
	}
	return codeDPP8
}

// dppName is the printed mnemonic of a DPP instruction: X_dpp, X_e64_dpp,
// and on GFX11+ plain X for VOPC (llvm-mc prints v_cmp_* DPP without a
// suffix).
func (in *Inst) dppName(b []byte) []byte {
	e := in.Entry()
	b = append(b, e.Name...)
	switch {
	case in.Form().Enc == EncVOP3:
		return append(b, "_e64_dpp"...)
	case in.Form().Enc == EncVOPC:
		return b
	}
	return append(b, "_dpp"...)
}

// dppMods is what the assembler parsed of the DPP modifiers of a line.
type dppMods struct {
	set       bool // any DPP modifier
	ext       Ext
	ctrl      uint16
	sel       uint32
	rowMask   int8 // -1: default 0xf
	bankMask  int8
	boundCtrl int8 // -1 absent, else the value written
	fi        int8
	col       int // first DPP modifier
}

func (m *dppMods) reset() { *m = dppMods{rowMask: -1, bankMask: -1, boundCtrl: -1, fi: -1} }

// dppModifier parses the DPP modifier id (p.i after it) into m; it reports
// false (with an error) on a bad value, and handled=false if id is not a
// DPP modifier.
func (p *lineParser) dppModifier(m *dppMods, id string, col int) (handled, ok bool) {
	val := func(lo, hi int, what string) (int, bool) {
		if p.peek() != ':' {
			p.errAt(p.col(), "expected ':' after %s", id)
			return 0, false
		}
		p.i++
		vcol := p.col()
		iv, _, isF, good := p.number()
		if !good || isF || iv < int64(lo) || iv > int64(hi) {
			p.errAt(vcol, "invalid %s value", what)
			return 0, false
		}
		return int(iv), true
	}
	ctrl := func(c uint16) bool {
		if m.ext != ExtNone {
			p.errAt(col, "invalid operand for instruction: more than one DPP control")
			return false
		}
		m.ext, m.ctrl = ExtDPP, c
		return true
	}
	switch id {
	case "quad_perm", "dpp8", "row_shl", "row_shr", "row_ror", "wave_shl", "wave_rol", "wave_shr", "wave_ror",
		"row_bcast", "row_mirror", "row_half_mirror", "row_share", "row_xmask", "row_mask", "bank_mask", "bound_ctrl", "fi":
	default:
		return false, true
	}
	if !m.set {
		m.col = col
	}
	m.set = true
	f := p.gen.Family
	switch id {
	case "quad_perm", "dpp8":
		n := 4
		if id == "dpp8" {
			n = 8
		}
		if f == GFX9 && id == "dpp8" {
			p.errAt(col, "not a valid operand.")
			return true, false
		}
		if !p.hasPrefix(":[") {
			p.errAt(p.col(), "expected %s:[...]", id)
			return true, false
		}
		p.i += 2
		var v uint32
		for k := 0; k < n; k++ {
			c := p.peek()
			if c < '0' || c >= byte('0'+n) {
				p.errAt(p.col(), "invalid %s value", id)
				return true, false
			}
			p.i++
			if n == 4 {
				v |= uint32(c-'0') << (2 * k)
			} else {
				v |= uint32(c-'0') << (3 * k)
			}
			want := byte(',')
			if k == n-1 {
				want = ']'
			}
			if p.peek() != want {
				p.errAt(p.col(), "expected '%c' in %s", want, id)
				return true, false
			}
			p.i++
		}
		if id == "dpp8" {
			if m.ext != ExtNone {
				p.errAt(col, "invalid operand for instruction: more than one DPP control")
				return true, false
			}
			m.ext, m.sel = ExtDPP8, v
			return true, true
		}
		return true, ctrl(uint16(v))
	case "row_shl", "row_shr", "row_ror":
		v, good := val(1, 15, id)
		if !good {
			return true, false
		}
		base := uint16(0x100) // row_shl (a switch, not a map literal per modifier)
		switch id {
		case "row_shr":
			base = 0x110
		case "row_ror":
			base = 0x120
		}
		return true, ctrl(base + uint16(v))
	case "wave_shl", "wave_rol", "wave_shr", "wave_ror", "row_bcast":
		if f != GFX9 {
			p.errAt(col, "not a valid operand.")
			return true, false
		}
		if id == "row_bcast" {
			if p.peek() != ':' {
				p.errAt(p.col(), "expected ':' after %s", id)
				return true, false
			}
			p.i++
			vcol := p.col()
			iv, _, isF, good := p.number()
			if !good || isF || iv != 15 && iv != 31 {
				p.errAt(vcol, "invalid row_bcast value")
				return true, false
			}
			c := uint16(0x142)
			if iv == 31 {
				c = 0x143
			}
			return true, ctrl(c)
		}
		if _, good := val(1, 1, id); !good {
			return true, false
		}
		c := uint16(0x130) // wave_shl
		switch id {
		case "wave_rol":
			c = 0x134
		case "wave_shr":
			c = 0x138
		case "wave_ror":
			c = 0x13c
		}
		return true, ctrl(c)
	case "row_mirror":
		return true, ctrl(0x140)
	case "row_half_mirror":
		return true, ctrl(0x141)
	case "row_share", "row_xmask":
		if f == GFX9 {
			p.errAt(col, "not a valid operand.")
			return true, false
		}
		v, good := val(0, 15, id)
		if !good {
			return true, false
		}
		base := uint16(0x150) // row_share
		if id == "row_xmask" {
			base = 0x160
		}
		return true, ctrl(base + uint16(v))
	case "row_mask", "bank_mask":
		v, good := val(0, 15, id)
		if !good {
			return true, false
		}
		if id == "row_mask" {
			m.rowMask = int8(v)
		} else {
			m.bankMask = int8(v)
		}
		return true, true
	case "bound_ctrl":
		v, good := val(0, 1, id)
		if !good {
			return true, false
		}
		m.boundCtrl = int8(v)
		return true, true
	case "fi":
		if f == GFX9 {
			p.errAt(col, "not a valid operand.")
			return true, false
		}
		v, good := val(0, 1, id)
		if !good {
			return true, false
		}
		m.fi = int8(v)
		return true, true
	}
	return false, true
}

// buildDPP finishes a VALU instruction written with DPP modifiers or a
// _dpp/_e64_dpp mnemonic: it picks the short (VOP1/VOP2/VOPC) or, on
// GFX11+, the VOP3 row with DPP, as llvm-mc does, and checks its operands.
func (p *lineParser) buildDPP(st *statement, in *Inst, ops []rawOp, dst rawOp, vccMask bool) bool {
	e := in.Entry()
	d := e.Def
	g := p.gen
	m := &st.dpp
	if m.ext == ExtNone {
		p.errAt(p.pos.Col, "too few operands for instruction")
		return false
	}
	bitFor := DPP16
	if m.ext == ExtDPP8 {
		bitFor = DPP8
	}
	shortHas := e.Short != nil && e.Short.DPP&bitFor != 0
	longHas := e.Long != nil && e.Long.Enc == EncVOP3 && e.Long.DPP&bitFor != 0
	switch st.mn.force {
	case forceDPP:
		if !shortHas {
			p.errAt(p.pos.Col, "dpp variant of this instruction is not supported")
			return false
		}
		longHas = false
	case forceE64DPP:
		if !longHas {
			p.errAt(p.pos.Col, "e64_dpp variant of this instruction is not supported")
			return false
		}
		shortHas = false
	case 32, 64:
		p.errAt(m.col, "not a valid operand.")
		return false
	}
	if !shortHas && !longHas {
		p.errAt(m.col, "not a valid operand.")
		return false
	}
	n := in.nsrc()
	if d.Shape == ShapeCndmask {
		n = 2
	}
	// src0 is the DPP VGPR
	if in.Src[0].Kind != OpVGPR || in.Src[0].Regs != 1 {
		p.errAt(ops[1].col, "invalid operand for instruction")
		return false
	}
	useShort := shortHas && shortDPPEligible(in, d, st, dst, vccMask, p.gen, n)
	if !useShort && !longHas {
		col := p.pos.Col
		if len(ops) > 1 {
			col = ops[len(ops)-1].col
		}
		p.errAt(col, "invalid operand for instruction")
		return false
	}
	if useShort {
		in.setForm(e.Short)
	} else {
		in.setForm(e.Long)
		for i := 1; i < n; i++ {
			o := &in.Src[i]
			switch {
			case o.Kind == OpVGPR:
			case (g.DPPSrc1SGPR || i == 2) && (o.Kind == OpSGPR || o.Kind == OpInline):
			case o.Kind == OpInline:
				p.errAt(p.pos.Col, "src1 immediate operand invalid for instruction")
				return false
			default:
				p.errAt(ops[1+i].col, "invalid operand for instruction")
				return false
			}
		}
	}
	in.Ext = m.ext
	in.RowMask, in.BankMask = 0xf, 0xf
	if m.rowMask >= 0 {
		in.RowMask = uint8(m.rowMask)
	}
	if m.bankMask >= 0 {
		in.BankMask = uint8(m.bankMask)
	}
	if m.ext == ExtDPP8 {
		if m.rowMask >= 0 || m.bankMask >= 0 || m.boundCtrl >= 0 {
			p.errAt(m.col, "invalid operand for instruction")
			return false
		}
		in.DPP8, in.RowMask, in.BankMask = m.sel, 0, 0
	} else {
		in.DPPCtrl = m.ctrl
		// llvm-mc-19 sets the bit for bound_ctrl:0 too on GFX9/GFX10
		in.BoundCtrl = m.boundCtrl == 1 || m.boundCtrl == 0 && g.Family <= GFX10
	}
	in.FI = m.fi == 1
	return p.validate(in, ops)
}

// shortDPPEligible is shortEligible for the DPP form, which has abs/neg bits
// for float sources.
func shortDPPEligible(in *Inst, d *InstDef, st *statement, dst rawOp, vccMask bool, g *Generation, n int) bool {
	if st.dpp.ext == ExtDPP8 {
		// the DPP8 dword has no abs/neg bits
		ok, _ := shortEligible(in, d, st, dst, vccMask, g)
		return ok && (n < 2 || in.Src[1].Kind == OpVGPR)
	}
	saved := [3]Operand{in.Src[0], in.Src[1], in.Src[2]}
	for i := 0; i < n; i++ {
		if (in.Src[i].Abs || in.Src[i].Neg) && d.Mods&ModAbsNeg != 0 && d.Src[i].isF() && in.Src[i].Kind == OpVGPR {
			in.Src[i].Abs, in.Src[i].Neg = false, false
		}
	}
	ok, _ := shortEligible(in, d, st, dst, vccMask, g)
	in.Src[0], in.Src[1], in.Src[2] = saved[0], saved[1], saved[2]
	return ok && (n < 2 || in.Src[1].Kind == OpVGPR)
}

// decodeDPP reads the DPP dword x of an instruction whose src0 field was
// code; it reports false for bits this package (and llvm-mc's printer)
// cannot represent.
func (in *Inst) decodeDPP(x, code uint32) bool {
	f := in.Gen().Family
	in.Src[0] = Operand{Kind: OpVGPR, Code: uint16(codeVGPR0 + x&0xff), Regs: 1, Abs: in.Src[0].Abs, Neg: in.Src[0].Neg}
	if code != codeDPP {
		in.Ext, in.DPP8, in.FI = ExtDPP8, x>>8, code == codeDPP8FI
		return true
	}
	in.Ext = ExtDPP
	in.DPPCtrl = uint16(x >> 8 & 0x1ff)
	in.FI = x>>18&1 == 1
	in.BoundCtrl = x>>19&1 == 1
	in.BankMask, in.RowMask = uint8(x>>24&0xf), uint8(x>>28)
	if x>>17&1 != 0 || f == GFX9 && in.FI || !dppCtrlValid(in.DPPCtrl, f) {
		return false
	}
	mods := x >> 20 & 0xf
	if in.Form().Enc == EncVOP3 {
		return mods == 0
	}
	in.Src[0].Neg, in.Src[0].Abs = mods&1 != 0, mods&2 != 0
	in.Src[1].Neg, in.Src[1].Abs = mods&4 != 0, mods&8 != 0
	return true
}

// checkDPP applies the assembler's DPP operand rules (buildDPP) to a
// decoded DPP instruction: "" if its text assembles back to it.
func (in *Inst) checkDPP() string {
	g := in.Gen()
	n := in.nsrc()
	if in.Entry().Def.Shape == ShapeCndmask {
		n = 2
	}
	for i := 1; i < n; i++ {
		o := &in.Src[i]
		switch {
		case o.Kind == OpLiteral && !o.inl16:
			return "literal in a DPP instruction"
		case in.Form().Enc != EncVOP3 || o.Kind == OpVGPR:
		case (g.DPPSrc1SGPR || i == 2) && (o.Kind == OpSGPR || o.Kind == OpInline || o.inl16):
			// (inl16: a float inline constant on a 16-bit integer
			// source, which llvm-mc-19 prints as its f16 value in hex)
		default:
			return "src1 of a VOP3 DPP instruction must be a VGPR here"
		}
	}
	if in.Ext == ExtDPP8 && in.Form().Enc != EncVOP3 && (in.Src[0].Abs || in.Src[0].Neg || in.Src[1].Abs || in.Src[1].Neg) {
		return "abs/neg in DPP8"
	}
	if g.Family == GFX12 && in.Entry().Def.Shape == ShapeCndmask && in.Form().Enc == EncVOP2 && in.Src[1].Abs {
		// llvm-mc-19 prints "|v3, vcc_lo|" for it on gfx1200: no text
		// round-trips to these bytes
		return "abs on src1 of v_cndmask_b32_dpp on GFX12"
	}
	return ""
}
