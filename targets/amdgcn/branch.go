package amdgcn

import (
	"strconv"
	"sync"
)

// Branches (docs/reference/amdgpu.md §3.7): s_branch and s_cbranch_* are
// SOPP words whose simm16 is a signed offset in dwords from the next
// instruction, target = PC + 4 + 4*simm16. Their operand is a label or an
// integer in [-32768, 65535]. An integer is the simm16 itself (printed as
// written; a decoded word prints its simm16 as an unsigned number, as
// llvm-mc -disassemble does). A label is kept as a symbol (Src[0] is an
// OpLabel operand): llvm-mc -show-encoding lists such a branch with the
// fixup it would resolve later, its simm16 bytes as "A,A" and a fixup
// line; an object writer (package elfobj) resolves it where the layout of
// the section is known.

// symbols interns the label names of branch operands, so that an Inst
// keeps a symbol number and no pointer.
var symbols struct {
	sync.RWMutex
	ids   map[string]uint32
	names []string
}

// internSymbol returns the number of a symbol name (from 1).
func internSymbol(name []byte) uint32 {
	symbols.RLock()
	id, ok := symbols.ids[string(name)]
	symbols.RUnlock()
	if ok {
		return id
	}
	symbols.Lock()
	defer symbols.Unlock()
	if id, ok := symbols.ids[string(name)]; ok {
		return id
	}
	if symbols.ids == nil {
		symbols.ids = map[string]uint32{}
		symbols.names = []string{""}
	}
	s := string(name)
	id = uint32(len(symbols.names))
	symbols.names = append(symbols.names, s)
	symbols.ids[s] = id
	return id
}

// SymbolName returns the name of the symbol of an OpLabel operand.
func SymbolName(id uint32) string {
	symbols.RLock()
	defer symbols.RUnlock()
	if int(id) < len(symbols.names) {
		return symbols.names[id]
	}
	return ""
}

// IsBranch reports whether in is a branch (s_branch, s_cbranch_*).
func (in *Inst) IsBranch() bool {
	e := in.Entry()
	return e != nil && e.Def.Shape == ShapeBranch
}

// BranchLabel returns the label a branch names ("" for a branch written or
// decoded with an integer offset, and for other instructions).
func (in *Inst) BranchLabel() string {
	if !in.IsBranch() || in.Src[0].Kind != OpLabel {
		return ""
	}
	return SymbolName(in.Src[0].Lit)
}

// BranchOffset returns a branch's simm16, the signed offset in dwords from
// the next instruction (0 for a label branch, whose offset the object
// writer resolves: see BranchSimm16).
func (in *Inst) BranchOffset() int16 { return int16(uint16(in.Imm)) }

// BranchTarget returns the byte address a branch at byte address pc jumps
// to when taken: pc + 4 + 4*simm16 (the ISA guides' SOPP branch; for a
// label branch, after the object writer resolved it, or use BranchLabel).
func (in *Inst) BranchTarget(pc int64) int64 { return pc + 4 + 4*int64(in.BranchOffset()) }

// BranchSimm16 returns the simm16 of a branch at byte offset pc to a target
// at byte offset target, as llvm-mc-19 resolves fixup_si_sopp_br:
// (target - pc - 4) / 4, the division truncating toward zero (a target
// that is not 4-byte aligned is not an error there). ok is false when the
// result does not fit in 16 signed bits (llvm-mc: "branch size exceeds
// simm16").
func BranchSimm16(pc, target int64) (simm16 uint16, ok bool) {
	d := (target - pc - 4) / 4
	if d < -32768 || d > 32767 {
		return 0, false
	}
	return uint16(int16(d)), true
}

func symStart(c byte) bool {
	return c == '_' || c == '.' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// branch parses the operand of a branch: a label or an integer.
func (p *lineParser) branch(st *statement, mcol int) bool {
	st.label = nil
	if p.i >= len(p.s) {
		p.errAt(mcol, "too few operands for instruction")
		return false
	}
	col := p.col()
	c := p.peek()
	r := &st.ops[0]
	*r = rawOp{col: col}
	switch {
	case c == '-' || c >= '0' && c <= '9':
		iv, _, isF, ok := p.number()
		if !ok || isF || iv < -32768 || iv > 0xffff || p.i < len(p.s) && isIdent(p.s[p.i]) {
			p.errAt(col, "expected a 16-bit signed jump offset")
			return false
		}
		r.kind, r.iv = OpLiteral, iv
	case symStart(c):
		s0 := p.i
		if p.register(r) {
			// s0, vcc, exec, ...: a register is no branch target
			p.errAt(col, "invalid operand for instruction")
			return false
		}
		p.i = s0
		for p.i < len(p.s) && (identTab[p.s[p.i]] || p.s[p.i] == '$') {
			p.i++
		}
		st.label = p.s[s0:p.i]
	default:
		p.errAt(col, "expected an absolute expression or a label")
		return false
	}
	st.nops = 1
	p.skipSpace()
	if p.i < len(p.s) {
		if p.peek() == ',' {
			p.i++
			p.skipSpace()
			p.errAt(p.col(), "invalid operand for instruction")
			return false
		}
		if st.label != nil {
			p.errAt(col, "expected an absolute expression or a label")
		} else {
			p.errAt(p.col(), "invalid operand for instruction: a branch offset is one integer (expressions are not supported)")
		}
		return false
	}
	return true
}

// buildBranch fills a branch from its parsed operand.
func (p *lineParser) buildBranch(st *statement, in *Inst, e *Entry) bool {
	in.setForm(e.Long)
	if st.label != nil {
		in.Src[0] = Operand{Kind: OpLabel, Lit: internSymbol(st.label)}
		return true
	}
	// kept as written (-1 prints as -1, 0xffff as 65535); the word holds
	// the low 16 bits
	in.Imm = uint32(int32(st.ops[0].iv))
	return true
}

// appendBranch appends a branch's operand.
func (in *Inst) appendBranch(b []byte) []byte {
	b = append(b, ' ')
	if in.Src[0].Kind == OpLabel {
		return append(b, SymbolName(in.Src[0].Lit)...)
	}
	return strconv.AppendInt(b, int64(int32(in.Imm)), 10)
}

// appendFixupListing is the -show-encoding listing of a label branch, as
// llvm-mc-19 prints it: the simm16 bytes as the fixup's "A,A", then the
// fixup line.
func (in *Inst) appendFixupListing(b []byte) []byte {
	b = append(b, '\t')
	st := len(b)
	b = in.AppendText(b)
	if n := len(b) - st; n < 40 {
		b = append(b, spaces40[n:]...)
	} else {
		b = append(b, ' ')
	}
	var w [4]byte
	in.AppendEncoding(w[:0])
	b = append(b, "; encoding: [A,A,"...)
	b = appendHexByte(b, w[2])
	b = append(b, ',')
	b = appendHexByte(b, w[3])
	b = append(b, "]\n"...)
	b = append(b, spaces40...)
	b = append(b, ";   fixup A - offset: 0, value: "...)
	b = append(b, SymbolName(in.Src[0].Lit)...)
	return append(b, ", kind: fixup_si_sopp_br\n"...)
}

// spaces40 pads a listing line to the encoding comment's column.
const spaces40 = "                                        "

func appendHexByte(b []byte, x byte) []byte {
	const digits = "0123456789abcdef"
	return append(b, '0', 'x', digits[x>>4], digits[x&15])
}
