package amdgcn

import "strconv"

// s_sendmsg's operand (issue 13; docs/reference/amdgpu.md §3.9): the
// simm16 holds a message id, an operation and a stream id, written
// sendmsg(MSG_NAME[, OP[, STREAM]]), sendmsg(ID, OP, STREAM) or as the
// integer. The message names, which generations have them and the
// printing rules are llvm-mc-19's (llvm-mc-22's on gfx950), observed by
// disassembling all 65536 values and assembling the text back
// (TestSendMsgOracle).

// msgOps is what a message takes.
type msgOps uint8

const (
	msgNoOps  msgOps = iota // no operation, no stream
	msgGS                   // a GS_OP_* operation; CUT, EMIT, EMIT_CUT take a stream (MSG_GS: not NOP)
	msgSysmsg               // a SYSMSG_OP_* operation, no stream
)

// sendMsgs are the messages llvm-mc knows: name, id, the families that
// have it (gfx10only: GFX10 alone) and its operations.
var sendMsgs = []struct {
	name string
	id   uint8
	from Family
	to   Family
	ops  msgOps
}{
	{"MSG_INTERRUPT", 1, GFX9, GFX12, msgNoOps},
	{"MSG_GS", 2, GFX9, GFX10, msgGS},
	{"MSG_GS_DONE", 3, GFX9, GFX10, msgGS},
	{"MSG_HS_TESSFACTOR", 2, GFX11, GFX12, msgNoOps},
	{"MSG_DEALLOC_VGPRS", 3, GFX11, GFX12, msgNoOps},
	{"MSG_SAVEWAVE", 4, GFX9, GFX10, msgNoOps},
	{"MSG_STALL_WAVE_GEN", 5, GFX9, GFX11, msgNoOps},
	{"MSG_HALT_WAVES", 6, GFX9, GFX11, msgNoOps},
	{"MSG_ORDERED_PS_DONE", 7, GFX9, GFX10, msgNoOps},
	{"MSG_EARLY_PRIM_DEALLOC", 8, GFX9, GFX10, msgNoOps},
	{"MSG_GS_ALLOC_REQ", 9, GFX9, GFX12, msgNoOps},
	{"MSG_GET_DOORBELL", 10, GFX9, GFX10, msgNoOps},
	{"MSG_GET_DDID", 11, GFX10, GFX10, msgNoOps},
	{"MSG_SYSMSG", 15, GFX9, GFX10, msgSysmsg},
	{"MSG_RTN_GET_DOORBELL", 128, GFX11, GFX12, msgNoOps},
	{"MSG_RTN_GET_DDID", 129, GFX11, GFX12, msgNoOps},
	{"MSG_RTN_GET_TMA", 130, GFX11, GFX12, msgNoOps},
	{"MSG_RTN_GET_REALTIME", 131, GFX11, GFX12, msgNoOps},
	{"MSG_RTN_SAVE_WAVE", 132, GFX11, GFX12, msgNoOps},
	{"MSG_RTN_GET_TBA", 133, GFX11, GFX12, msgNoOps},
	{"MSG_RTN_GET_TBA_TO_PC", 134, GFX11, GFX12, msgNoOps},
	{"MSG_RTN_GET_SE_AID_ID", 135, GFX12, GFX12, msgNoOps},
}

var (
	gsOpNames     = [4]string{"GS_OP_NOP", "GS_OP_CUT", "GS_OP_EMIT", "GS_OP_EMIT_CUT"}
	sysmsgOpNames = [5]string{1: "SYSMSG_OP_ECC_ERR_INTERRUPT", 2: "SYSMSG_OP_REG_RD", 4: "SYSMSG_OP_TTRACE_PC"}
)

// msgByID returns the index in sendMsgs of message id on family f, or -1.
func msgByID(f Family, id int) int {
	for i, m := range sendMsgs {
		if int(m.id) == id && f >= m.from && f <= m.to {
			return i
		}
	}
	return -1
}

// msgIDMax is the largest message id of family f (the id field: 4 bits
// before GFX11, 8 from GFX11).
func msgIDMax(f Family) int {
	if f >= GFX11 {
		return 255
	}
	return 15
}

// opValid reports whether op is an operation of message kind k, and
// whether it takes a stream.
func opValid(k msgOps, id uint8, op int) (ok, stream bool) {
	switch k {
	case msgGS:
		if op < 0 || op > 3 || op == 0 && id == 2 {
			return false, false
		}
		return true, op != 0
	case msgSysmsg:
		return op >= 0 && op < len(sysmsgOpNames) && sysmsgOpNames[op] != "", false
	}
	return op == 0, false
}

// appendSendMsg prints an s_sendmsg simm16 as llvm-mc does: symbolically
// when the fields name a message of f and a valid operation and stream
// (bits outside the fields ignored), else sendmsg(ID, OP, STREAM) when the
// value is those fields alone, else the integer. From GFX11 the id field
// is 8 bits and the printer reads no operation or stream.
func appendSendMsg(b []byte, f Family, v uint32) []byte {
	id, op, st := v&0xf, v>>4&7, v>>8&3
	if f >= GFX11 {
		id, op, st = v&0xff, 0, 0
	}
	if i := msgByID(f, int(id)); i >= 0 {
		m := sendMsgs[i]
		ok, stream := opValid(m.ops, m.id, int(op))
		if ok && (stream || st == 0) {
			b = append(append(b, "sendmsg("...), m.name...)
			switch m.ops {
			case msgGS:
				b = append(append(b, ", "...), gsOpNames[op]...)
				if stream {
					b = strconv.AppendUint(append(b, ", "...), uint64(st), 10)
				}
			case msgSysmsg:
				b = append(append(b, ", "...), sysmsgOpNames[op]...)
			}
			return append(b, ')')
		}
	}
	if msgCanonical(f, v) {
		b = strconv.AppendUint(append(b, "sendmsg("...), uint64(id), 10)
		b = strconv.AppendUint(append(b, ", "...), uint64(op), 10)
		b = strconv.AppendUint(append(b, ", "...), uint64(st), 10)
		return append(b, ')')
	}
	return strconv.AppendUint(b, uint64(v), 10)
}

// msgCanonical reports whether v holds only the fields the printer reads.
func msgCanonical(f Family, v uint32) bool {
	if f >= GFX11 {
		return v <= 0xff
	}
	return v&^0x37f == 0
}

// sendMsgRoundTrips reports whether the text appendSendMsg prints for v
// assembles back to v: a symbolic form only when v has no bits outside
// the fields (the decoder refuses the others, as s_delay_alu's).
func sendMsgRoundTrips(f Family, v uint32) bool {
	b := appendSendMsg(nil, f, v)
	if len(b) > 8 && string(b[:8]) == "sendmsg(" {
		return msgCanonical(f, v)
	}
	return true
}

// sendMsgOperand parses "sendmsg(...)" at p.i (the text after the
// mnemonic) into its simm16, with llvm-mc's messages at llvm-mc's
// columns; ok is false after an error. As llvm-mc, it reads the whole
// macro first (a message name of any generation, an operation name of the
// message's kind) and checks the values after.
func (p *lineParser) sendMsgOperand() (uint32, bool) {
	f := p.gen.Family
	p.i += len("sendmsg(")
	p.skipSpace()
	idCol := p.col()
	named, kind, id, here := false, msgNoOps, 0, false
	if c := p.peek(); c >= '0' && c <= '9' || c == '-' {
		v, ok := p.msgInt()
		if !ok {
			return 0, false
		}
		id = int(v)
	} else {
		name := string(p.ident())
		k := -1
		for i, m := range sendMsgs {
			if m.name == name && (k < 0 || f >= m.from && f <= m.to) {
				k = i
			}
		}
		if k < 0 {
			p.errAt(idCol, "expected a message name or an absolute expression")
			return 0, false
		}
		m := sendMsgs[k]
		// (llvm-mc-19 reads MSG_SYSMSG on GFX11+ too)
		named, kind, id, here = true, m.ops, int(m.id), f >= m.from && f <= m.to || m.ops == msgSysmsg
	}
	op, stream, opCol, stCol := 0, 0, 0, 0
	hasOp, hasStream := false, false
	p.skipSpace()
	if p.peek() == ',' {
		hasOp = true
		p.i++
		p.skipSpace()
		opCol = p.col()
		if c := p.peek(); c >= '0' && c <= '9' || c == '-' {
			v, ok := p.msgInt()
			if !ok {
				return 0, false
			}
			op = int(v)
		} else if !named || kind != msgNoOps {
			name := string(p.ident())
			op = -1
			for i, n := range gsOpNames {
				if n == name && (!named || kind == msgGS) {
					op = i
				}
			}
			for i, n := range sysmsgOpNames {
				if n != "" && n == name && (!named || kind == msgSysmsg) {
					op = i
				}
			}
			if op < 0 {
				p.errAt(opCol, "expected an operation name or an absolute expression")
				return 0, false
			}
		}
		p.skipSpace()
		if p.peek() == ',' {
			hasStream = true
			p.i++
			p.skipSpace()
			stCol = p.col()
			v, ok := p.msgInt()
			if !ok {
				return 0, false
			}
			stream = int(v)
		}
	}
	p.skipSpace()
	if p.peek() != ')' {
		p.errAt(p.col(), "expected a closing parenthesis")
		return 0, false
	}
	p.i++
	// the values
	streams := true
	switch {
	case named && !here:
		p.errAt(idCol, "specified message id is not supported on this GPU")
		return 0, false
	case !named && (id < 0 || id > msgIDMax(f)):
		p.errAt(idCol, "invalid message id")
		return 0, false
	case named && kind != msgNoOps && !hasOp:
		p.errAt(idCol, "missing message operation")
		return 0, false
	case named && kind == msgNoOps && hasOp:
		p.errAt(opCol, "message does not support operations")
		return 0, false
	}
	if hasOp {
		ok := op >= 0 && op <= 7
		if named {
			ok, streams = opValid(kind, uint8(id), op)
		}
		if !ok {
			p.errAt(opCol, "invalid operation id")
			return 0, false
		}
	}
	if hasStream {
		if !streams {
			p.errAt(stCol, "message operation does not support streams")
			return 0, false
		}
		if stream < 0 || stream > 3 {
			p.errAt(stCol, "invalid message stream id")
			return 0, false
		}
	}
	// llvm-mc reports what follows the macro at the next token after a
	// comma
	save := p.i
	p.skipSpace()
	if p.peek() == ',' {
		p.i++
		p.skipSpace()
		if p.i < len(p.s) {
			p.errAt(p.col(), "invalid operand for instruction")
			return 0, false
		}
	}
	p.i = save
	return uint32(id | op<<4 | stream<<8), true
}

// msgInt reads an integer field of sendmsg(...) (llvm-mc takes any
// absolute expression there; a plain integer is supported here).
func (p *lineParser) msgInt() (int64, bool) {
	col := p.col()
	neg := false
	if p.peek() == '-' {
		neg = true
		p.i++
	}
	j := p.i
	for j < len(p.s) && (p.s[j] >= '0' && p.s[j] <= '9' || p.s[j] >= 'a' && p.s[j] <= 'f' || p.s[j] >= 'A' && p.s[j] <= 'F' || p.s[j] == 'x' || p.s[j] == 'X') {
		j++
	}
	v, err := strconv.ParseInt(string(p.s[p.i:j]), 0, 32)
	if err != nil {
		p.errAt(col, "invalid operand for instruction: sendmsg() fields are integers here (llvm-mc's absolute expressions are not supported)")
		return 0, false
	}
	p.i = j
	if k := j; k < len(p.s) && p.s[k] != ',' && p.s[k] != ')' && p.s[k] != ' ' && p.s[k] != '\t' {
		p.errAt(col, "invalid operand for instruction: sendmsg() fields are integers here (llvm-mc's absolute expressions are not supported)")
		return 0, false
	}
	if neg {
		v = -v
	}
	return v, true
}
