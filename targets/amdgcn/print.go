package amdgcn

import (
	"bytes"
	"encoding/binary"
	"slices"
	"strconv"
)

// AppendText appends llvm-mc's canonical spelling of in (no leading tab).
func (in *Inst) AppendText(b []byte) []byte {
	e := in.Entry()
	d := e.Def
	g := in.Gen()
	switch in.Ext {
	case ExtDPP, ExtDPP8:
		b = in.dppName(b)
		return in.appendDPP(in.appendVALU(b, e, d, g))
	case ExtSDWA:
		b = append(append(b, e.Name...), "_sdwa"...)
		return in.appendSDWA(in.appendVALU(b, e, d, g))
	}
	if w := &formWord[in.fi-1]; w.n != 0 {
		b = slices.Grow(b, 32)
		n := len(b)
		d := b[n : n+32 : n+32]
		binary.LittleEndian.PutUint64(d[0:], w.w[0])
		binary.LittleEndian.PutUint64(d[8:], w.w[1])
		binary.LittleEndian.PutUint64(d[16:], w.w[2])
		binary.LittleEndian.PutUint64(d[24:], w.w[3])
		b = b[:n+int(w.n)]
	} else {
		b = append(b, formText[in.fi-1]...)
	}
	switch d.Shape {
	case ShapeBinary, ShapeTernary, ShapeCmp, ShapeVOP1, ShapePk2, ShapePk3:
		return in.appendVALU(b, e, d, g)
	case ShapeCmpX:
		if g.Family < GFX10 {
			return in.appendVALU(b, e, d, g)
		}
		// GFX10+: no destination operand; print as ShapeCmp and drop
		// " exec_lo," (the first operand and its comma)
		k := len(b)
		b = in.appendVALU(b, e, d, g)
		if c := bytes.IndexByte(b[k:], ','); c >= 0 {
			b = append(b[:k], b[k+c+1:]...)
		}
		return b
	case ShapeSOP1, ShapeSOP2, ShapeSOPC:
		// As appendVALU: registers with two word stores each from the
		// name tables (" name" first, ", name" after), into slack
		// reserved here; anything else through appendOperandValue.
		names := regNames(g)
		b = slices.Grow(b, 64)
		k := len(b)
		b = b[:cap(b)]
		ops := [3]*Operand{&in.Dst, &in.Src[0], &in.Src[1]}
		tys := [3]OpType{d.Dst, d.Src[0], d.Src[1]}
		i0 := 0
		if d.Shape == ShapeSOPC || d.noDst() {
			i0 = 1
		}
		for i := i0; i <= int(e.nsrc); i++ {
			o := ops[i]
			tab := &names.c
			if i == i0 {
				tab = &names.d
			}
			if (o.Kind == OpSGPR || o.Kind == OpInline) && o.Regs < 5 && tab[o.Regs][o.Code&511].n != 0 {
				k = putWord16(b, k, &tab[o.Regs][o.Code&511])
				continue
			}
			if i == i0 {
				b = append(b[:k], ' ')
			} else {
				b = append(b[:k], ", "...)
			}
			b = appendOperandValue(b, o, tys[i], g)
			b = slices.Grow(b, 64)
			k = len(b)
			b = b[:cap(b)]
		}
		return b[:k]
	case ShapeVNop:
		return b
	case ShapeNoArgs:
		if in.Imm != 0 {
			b = append(b, ' ')
			b = strconv.AppendInt(b, int64(in.Imm), 10)
		}
		return b
	case ShapeWaitImm:
		b = append(b, ' ')
		return appendHex(b, uint64(in.Imm))
	case ShapeBranch:
		return in.appendBranch(b)
	case ShapeDelayALU, ShapeSendMsg:
		return in.appendControl(b, d.Shape)
	case ShapeSOPK:
		return in.appendSOPK(b, g)
	case ShapeSImm16:
		b = append(b, ' ')
		if in.Imm > 64 {
			return appendHex(b, uint64(in.Imm))
		}
		return strconv.AppendInt(b, int64(in.Imm), 10)
	case ShapeWaitcnt:
		w := decodeWaitcnt(g.Family, in.Imm)
		mx := waitcntLayout(g.Family).max()
		any := false
		for i := range w {
			if w[i] != mx[i] {
				any = true
			}
		}
		for i := range w {
			if any && w[i] == mx[i] {
				continue
			}
			b = append(b, ' ')
			b = append(b, waitNames[i]...)
			b = append(b, '(')
			b = strconv.AppendInt(b, int64(w[i]), 10)
			b = append(b, ')')
		}
		return b
	case ShapeSLoad:
		b = append(b, ' ')
		b = appendSReg(b, in.Dst.Code, int(in.Dst.Regs), g)
		b = append(b, ", "...)
		b = appendSReg(b, in.Src[0].Code, 2, g)
		if in.SOffNull {
			return append(b, ", null"...)
		}
		b = append(b, ", "...)
		return appendHex(b, uint64(uint32(in.Offset)))
	case ShapeGLoad, ShapeGStore:
		b = append(b, ' ')
		if d.Shape == ShapeGLoad {
			b = appendOperandValue(b, &in.Dst, TNone, g)
			b = append(b, ", "...)
			b = appendOperandValue(b, &in.Src[0], TNone, g)
		} else {
			b = appendOperandValue(b, &in.Src[0], TNone, g)
			b = append(b, ", "...)
			b = appendOperandValue(b, &in.Src[2], TNone, g)
		}
		b = append(b, ", "...)
		b = appendOperandValue(b, &in.Src[1], TNone, g)
		if in.Offset != 0 {
			b = append(b, " offset:"...)
			b = strconv.AppendInt(b, int64(in.Offset), 10)
		}
		if in.CPol != 0 {
			// llvm-mc's order
			if in.CPol&CPolSC0 != 0 {
				b = append(b, " sc0"...)
			}
			if in.CPol&CPolNT != 0 {
				b = append(b, " nt"...)
			}
			if in.CPol&CPolSC1 != 0 {
				b = append(b, " sc1"...)
			}
		}
		return b
	}
	return in.appendVALU(b, e, d, g)
}

// appendVALU's range tests of an operand's kind (o.Kind-OpVGPR < 2 for
// OpVGPR and OpSGPR, < 3 with OpInline) need these three in this order: a
// compile error otherwise.
var _ = [1]int{}[OpSGPR-OpVGPR-1+(OpInline-OpSGPR-1)]

// appendVALU appends the operands and modifiers of a VALU instruction.
func (in *Inst) appendVALU(b []byte, e *Entry, d *InstDef, g *Generation) []byte {
	names := regNames(g)
	n := int(e.nsrc)
	if d.Shape.masked() {
		n = 2
	}
	// Registers (the common case) are copied from the name table with two
	// word stores each, into slack reserved here.
	b = slices.Grow(b, 80)
	k := len(b)
	b = b[:cap(b)]
	if o := &in.Dst; o.Kind-OpVGPR < 2 && o.Regs < 5 && names.d[o.Regs][o.Code&511].n != 0 { // OpVGPR, OpSGPR
		k = putWord16(b, k, &names.d[o.Regs][o.Code&511])
	} else {
		b = append(b[:k], ' ')
		b = appendOperandValue(b, &in.Dst, d.Dst, g)
		b = slices.Grow(b, 64)
		k = len(b)
		b = b[:cap(b)]
	}
	if d.Shape.hasSDst() {
		b = append(b[:k], ", "...)
		b = appendOperandValue(b, &in.SDst, TNone, g)
		b = slices.Grow(b, 64)
		k = len(b)
		b = b[:cap(b)]
	}
	for i := range in.Src[:n] {
		// a register or an inline constant (OpVGPR, OpSGPR, OpInline)
		// without modifiers, whose name fits a word16
		o := &in.Src[i]
		if o.Kind-OpVGPR < 3 && o.Regs < 5 && !o.Abs && !o.Neg && !o.Sext {
			if nm := &names.c[o.Regs][o.Code&511]; nm.n != 0 {
				k = putWord16(b, k, nm)
				continue
			}
		}
		b = append(b[:k], ", "...)
		b = appendSrc(b, o, d.Src[i], g)
		b = slices.Grow(b, 64)
		k = len(b)
		b = b[:cap(b)]
	}
	b = b[:k]
	if d.Shape.masked() {
		b = append(b, ", "...)
		b = appendOperandValue(b, &in.Src[2], TNone, g)
	}
	if in.Form().Enc == EncVOP3P {
		if in.OpSel != 0 {
			b = appendList(b, " op_sel:[", in.OpSel, n)
		}
		if in.OpSelHi&(1<<n-1) != 1<<n-1 {
			b = appendList(b, " op_sel_hi:[", in.OpSelHi, n)
		}
		if in.NegLo != 0 {
			b = appendList(b, " neg_lo:[", in.NegLo, n)
		}
		if in.NegHi != 0 {
			b = appendList(b, " neg_hi:[", in.NegHi, n)
		}
		if in.Clamp {
			b = append(b, " clamp"...)
		}
		return b
	}
	if in.OpSel != 0 {
		b = appendList(b, " op_sel:[", in.OpSel&(1<<n-1)|(in.OpSel>>3&1)<<n, n+1)
	}
	if in.Clamp {
		b = append(b, " clamp"...)
	}
	switch in.Omod {
	case 1:
		b = append(b, " mul:2"...)
	case 2:
		b = append(b, " mul:4"...)
	case 3:
		b = append(b, " div:2"...)
	}
	return b
}

func appendList(b []byte, head string, v uint8, n int) []byte {
	b = append(b, head...)
	for i := 0; i < n; i++ {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '0'+(v>>i&1))
	}
	return append(b, ']')
}

func appendSrc(b []byte, o *Operand, t OpType, g *Generation) []byte {
	if o.Sext {
		b = append(b, "sext("...)
		s := *o
		s.Sext = false
		return append(appendSrc(b, &s, t, g), ')')
	}
	isConst := (o.Kind == OpInline || o.Kind == OpLiteral) && !o.Abs
	if o.Neg {
		if isConst {
			b = append(b, "neg("...)
		} else {
			b = append(b, '-')
		}
	}
	if o.Abs {
		b = append(b, '|')
	}
	b = appendOperandValue(b, o, t, g)
	if o.Abs {
		b = append(b, '|')
	}
	if o.Neg && isConst {
		b = append(b, ')')
	}
	return b
}

// String returns the canonical text of in.
func (in *Inst) String() string { return string(in.AppendText(nil)) }

// AppendByteList appends bytes as llvm-mc lists an encoding: [0x01,0xab].
func AppendByteList(b []byte, code []byte) []byte {
	if len(code) == 0 {
		return append(b, '[', ']')
	}
	b = append(b, '[')
	return appendByteTail(b, code)
}

// appendByteTail is AppendByteList after the '[' of a non-empty code.
func appendByteTail(b []byte, code []byte) []byte {
	n := len(b)
	b = slices.Grow(b, 5*len(code)+32)
	b = b[:n+5*len(code)+32]
	// 8-byte stores of "0xNN," plus 3 bytes overwritten next, four bytes
	// (an instruction dword) per bounds check
	for len(code) >= 4 {
		d := b[n : n+28 : n+28]
		binary.LittleEndian.PutUint64(d[0:], hexComma[code[0]])
		binary.LittleEndian.PutUint64(d[5:], hexComma[code[1]])
		binary.LittleEndian.PutUint64(d[10:], hexComma[code[2]])
		binary.LittleEndian.PutUint64(d[15:], hexComma[code[3]])
		n += 20
		code = code[4:]
	}
	for _, c := range code {
		binary.LittleEndian.PutUint64(b[n:], hexComma[c])
		n += 5
	}
	b[n-1] = ']'
	return b[:n]
}

// hexComma[c] is "0xNN," for byte c, as the low 5 bytes of a little-endian word.
var hexComma = func() (t [256]uint64) {
	const hexd = "0123456789abcdef"
	for c := range t {
		t[c] = uint64('0') | uint64('x')<<8 | uint64(hexd[c>>4])<<16 | uint64(hexd[c&15])<<24 | uint64(',')<<32
	}
	return t
}()

// AppendListing appends one line as llvm-mc prints it: a tab, the text and,
// with showEncoding, the "; encoding: [...]" comment at column 40.
func (in *Inst) AppendListing(b []byte, showEncoding bool) []byte {
	if !showEncoding {
		b = append(b, '\t')
		b = in.AppendText(b)
		return append(b, '\n')
	}
	if in.Src[0].Kind == OpLabel {
		return in.appendFixupListing(b)
	}
	// The encoding as dwords first (the text does not depend on it), then
	// the line and its comment printed from the words.
	var w [4]uint32
	nw := in.encodeWords(&w)
	b = append(b, '\t')
	st := len(b)
	b = in.AppendText(b)
	return appendWordsTail(b, st, &w, nw)
}

// appendWordsTail is appendCodeTail for the nw little-endian dwords of w.
func appendWordsTail(b []byte, st int, w *[4]uint32, nw int) []byte {
	// One grow and one bounds check for the padding (at most 40 bytes),
	// "; encoding: [" and four words of "0xNN," (80 bytes, with 3 bytes of
	// slack for the last 8-byte store).
	const room = 40 + 13 + 80 + 3
	n := len(b)
	b = slices.Grow(b, room)
	d := b[n : n+room : n+room]
	p := 1
	if n-st < 40 {
		const sp = 0x2020202020202020
		binary.LittleEndian.PutUint64(d[0:], sp)
		binary.LittleEndian.PutUint64(d[8:], sp)
		binary.LittleEndian.PutUint64(d[16:], sp)
		binary.LittleEndian.PutUint64(d[24:], sp)
		binary.LittleEndian.PutUint64(d[32:], sp)
		p = st + 40 - n
	} else {
		d[0] = ' '
	}
	e := d[p : p+13+80+3 : p+13+80+3]
	binary.LittleEndian.PutUint64(e[0:], encHead0)
	binary.LittleEndian.PutUint64(e[8:], encHead1)
	// the first two words always (most encodings have one or two), their
	// stores past nw overwritten or cut off below
	x := w[0]
	binary.LittleEndian.PutUint64(e[13:], hexComma[byte(x)])
	binary.LittleEndian.PutUint64(e[18:], hexComma[byte(x>>8)])
	binary.LittleEndian.PutUint64(e[23:], hexComma[byte(x>>16)])
	binary.LittleEndian.PutUint64(e[28:], hexComma[byte(x>>24)])
	x = w[1]
	binary.LittleEndian.PutUint64(e[33:], hexComma[byte(x)])
	binary.LittleEndian.PutUint64(e[38:], hexComma[byte(x>>8)])
	binary.LittleEndian.PutUint64(e[43:], hexComma[byte(x>>16)])
	binary.LittleEndian.PutUint64(e[48:], hexComma[byte(x>>24)])
	if nw > 2 {
		x = w[2]
		binary.LittleEndian.PutUint64(e[53:], hexComma[byte(x)])
		binary.LittleEndian.PutUint64(e[58:], hexComma[byte(x>>8)])
		binary.LittleEndian.PutUint64(e[63:], hexComma[byte(x>>16)])
		binary.LittleEndian.PutUint64(e[68:], hexComma[byte(x>>24)])
		x = w[3]
		binary.LittleEndian.PutUint64(e[73:], hexComma[byte(x)])
		binary.LittleEndian.PutUint64(e[78:], hexComma[byte(x>>8)])
		binary.LittleEndian.PutUint64(e[83:], hexComma[byte(x>>16)])
		binary.LittleEndian.PutUint64(e[88:], hexComma[byte(x>>24)])
	}
	// "]\n" over the last comma (over the '[' for no words, as
	// appendByteTail writes an empty code's comment)
	q := 12 + 20*nw
	binary.LittleEndian.PutUint16(e[q:], ']'|'\n'<<8)
	return b[:n+p+q+2]
}

// appendListingCode is AppendListing with showEncoding for an instruction
// whose encoding is already known (the bytes it was decoded from).
func (in *Inst) appendListingCode(b []byte, code []byte) []byte {
	b = append(b, '\t')
	st := len(b)
	b = in.AppendText(b)
	return appendCodeTail(b, st, code)
}

// appendCodeTail appends the padding to column 40 of a listing line whose
// text starts at b[st:], the encoding comment of code and the newline.
func appendCodeTail(b []byte, st int, code []byte) []byte {
	// The padding to column 40 (five stores of spaces) and "; encoding: ["
	// (two stores) after one grow, then the bytes.
	n := len(b)
	b = slices.Grow(b, 40+16)
	d := b[n : n+56 : n+56]
	if n-st < 40 {
		const sp = 0x2020202020202020
		binary.LittleEndian.PutUint64(d[0:], sp)
		binary.LittleEndian.PutUint64(d[8:], sp)
		binary.LittleEndian.PutUint64(d[16:], sp)
		binary.LittleEndian.PutUint64(d[24:], sp)
		binary.LittleEndian.PutUint64(d[32:], sp)
		n = st + 40
	} else {
		d[0] = ' '
		n++
	}
	d = b[n : n+16 : n+16]
	binary.LittleEndian.PutUint64(d[0:], encHead0)
	binary.LittleEndian.PutUint64(d[8:], encHead1)
	b = appendByteTail(b[:n+13], code)
	return append(b, '\n')
}

// encHead0 and encHead1 are "; encoding: [" as two little-endian words
// (the last three bytes are overwritten).
var encHead0, encHead1 = func() (uint64, uint64) {
	var buf [16]byte
	copy(buf[:], "; encoding: [")
	return binary.LittleEndian.Uint64(buf[:]), binary.LittleEndian.Uint64(buf[8:])
}()
