package amdgcn

import (
	"strconv"
)

// The scalar control words llc-19 writes around kernels besides branches
// (docs/reference/amdgpu.md §3.7): GFX11+ s_delay_alu and s_sendmsg
// (SOPP with their own operand syntax) and s_movk_i32 (SOPK).

// s_delay_alu's simm16: instid0[3:0] | instskip[6:4] | instid1[10:7].
var (
	delayIDNames   = []string{"NO_DEP", "VALU_DEP_1", "VALU_DEP_2", "VALU_DEP_3", "VALU_DEP_4", "TRANS32_DEP_1", "TRANS32_DEP_2", "TRANS32_DEP_3", "FMA_ACCUM_CYCLE_1", "SALU_CYCLE_1", "SALU_CYCLE_2", "SALU_CYCLE_3"}
	delaySkipNames = []string{"SAME", "NEXT", "SKIP_1", "SKIP_2", "SKIP_3", "SKIP_4"}
)

// delayFields are the fields of s_delay_alu in the order llvm-mc prints
// them: name, shift, width, value names.
var delayFields = [3]struct {
	name   string
	shift  uint
	values []string
}{{"instid0", 0, delayIDNames}, {"instskip", 4, delaySkipNames}, {"instid1", 7, delayIDNames}}

// delayValid reports whether every field of an s_delay_alu simm16 has a
// name and no bit above 10 is set (llvm-mc-19 prints other values with
// "/* invalid ... */" in place of the name, text that does not assemble).
func delayValid(v uint32) bool {
	return v < 1<<11 && v&0xf < uint32(len(delayIDNames)) && v>>4&7 < uint32(len(delaySkipNames)) && v>>7&0xf < uint32(len(delayIDNames))
}

func appendDelayALU(b []byte, v uint32) []byte {
	if v == 0 {
		return append(b, '0')
	}
	sep := false
	for _, f := range delayFields {
		x := v >> f.shift & 0xf
		if f.shift == 4 {
			x &= 7
		}
		if x == 0 {
			continue
		}
		if sep {
			b = append(b, " | "...)
		}
		sep = true
		b = append(append(append(append(b, f.name...), '('), f.values[x]...), ')')
	}
	return b
}

// controlOperand parses the operand of s_delay_alu or s_sendmsg into
// st.offset (st.hasOff set).
func (p *lineParser) controlOperand(st *statement, mcol int, d *InstDef) bool {
	if p.i >= len(p.s) {
		p.errAt(mcol, "too few operands for instruction")
		return false
	}
	col := p.col()
	var v uint32
	if c := p.peek(); c == '-' || c >= '0' && c <= '9' {
		iv, _, isF, ok := p.number()
		switch {
		case !ok || isF || p.i < len(p.s) && isIdent(p.s[p.i]):
			p.errAt(col, "invalid operand for instruction")
			return false
		case d.Shape == ShapeSendMsg && (iv < 0 || iv > 0xffff):
			p.errAt(col, "invalid immediate: only 16-bit values are legal")
			return false
		case d.Shape == ShapeDelayALU && (iv < 0 || iv > 0xffff):
			p.errAt(col, "invalid operand for instruction: s_delay_alu takes a 16-bit value (llvm-mc-19 truncates this one)")
			return false
		case d.Shape == ShapeDelayALU && !delayValid(uint32(iv)):
			p.errAt(col, "invalid operand for instruction: %#x has an s_delay_alu field without a name (llvm-mc-19 prints it as /* invalid ... */)", iv)
			return false
		}
		v = uint32(iv)
	} else if d.Shape == ShapeSendMsg {
		if !p.hasPrefix("sendmsg(") {
			p.errAt(col, "expected a sendmsg macro or an absolute expression")
			return false
		}
		var ok bool
		if v, ok = p.sendMsgOperand(); !ok { // sendmsg.go
			return false
		}
	} else {
		seen := [3]bool{}
		for {
			fcol := p.col()
			name := string(p.ident())
			k := -1
			for j, f := range delayFields {
				if f.name == name {
					k = j
				}
			}
			switch {
			case name == "":
				p.errAt(fcol, "expected a field name")
				return false
			case k < 0 || p.peek() != '(':
				p.errAt(fcol, "invalid field name %s", name)
				return false
			case seen[k]:
				p.errAt(fcol, "invalid operand for instruction: %s given twice", name)
				return false
			}
			seen[k] = true
			p.i++
			p.skipSpace()
			vcol := p.col()
			val := string(p.ident())
			x := -1
			for j, n := range delayFields[k].values {
				if n == val {
					x = j
				}
			}
			if x < 0 {
				p.errAt(vcol, "invalid value name %s", val)
				return false
			}
			p.skipSpace()
			if p.peek() != ')' {
				p.errAt(p.col(), "expected a right parenthesis")
				return false
			}
			p.i++
			v |= uint32(x) << delayFields[k].shift
			p.skipSpace()
			if p.peek() != '|' {
				break
			}
			p.i++
			p.skipSpace()
		}
	}
	p.skipSpace()
	if p.i < len(p.s) {
		p.errAt(p.col(), "invalid operand for instruction")
		return false
	}
	if d.Shape == ShapeSendMsg && !sendMsgRoundTrips(p.gen.Family, v) {
		// as for s_delay_alu: llvm-mc-19 takes the value, but prints it
		// as text that assembles to another one
		p.errAt(col, "invalid operand for instruction: s_sendmsg %#x sets bits outside the message's fields (llvm-mc-19 prints it as %s)", v, appendSendMsg(nil, p.gen.Family, v))
		return false
	}
	st.offset, st.hasOff = int64(v), true
	return true
}

func (in *Inst) appendControl(b []byte, s Shape) []byte {
	b = append(b, ' ')
	if s == ShapeSendMsg {
		return appendSendMsg(b, in.Gen().Family, in.Imm) // sendmsg.go
	}
	return appendDelayALU(b, in.Imm)
}

// buildSOPK types s_movk_i32 sdst, simm16: a 32-bit SGPR destination and an
// integer in [-32768, 65535] (llvm-mc-19: "invalid operand for
// instruction" otherwise), printed as the 16-bit value in hex.
func (p *lineParser) buildSOPK(st *statement, in *Inst, ops []rawOp) bool {
	e := st.mn.entry
	in.setForm(e.Long)
	dst, k := ops[0], ops[1]
	if dst.kind != OpSGPR || dst.abs || dst.neg || dst.code >= 128 || dst.regs > 1 {
		p.errAt(dst.col, "invalid operand for instruction")
		return false
	}
	lo := int64(-32768)
	if n := e.Name; len(n) > 11 && n[:7] == "s_cmpk_" && n[len(n)-4:] == "_u32" {
		lo = 0 // the unsigned compares take [0, 65535] (llvm-mc-19)
	}
	if k.kind != OpLiteral || k.isFloat || k.abs || k.neg && !k.dneg || k.dneg || k.iv < lo || k.iv > 0xffff {
		p.errAt(k.col, "invalid operand for instruction")
		return false
	}
	in.Dst = Operand{Kind: OpSGPR, Code: dst.code, Regs: 1}
	in.Imm = uint32(uint16(k.iv))
	return p.noMods(st, 0)
}

func (in *Inst) appendSOPK(b []byte, g *Generation) []byte {
	b = append(b, ' ')
	b = appendOperandValue(b, &in.Dst, TB32, g)
	b = append(b, ", 0x"...)
	return strconv.AppendUint(b, uint64(in.Imm&0xffff), 16)
}
