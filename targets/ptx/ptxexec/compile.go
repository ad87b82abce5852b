package ptxexec

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/lowerc/lowerc/ir"
)

// maxRegs bounds the registers of a function (lowerc's largest tiles use
// a few thousand; a tile of 65536 elements would need more).
const maxRegs = 1 << 16

// A reg is one declared register (or a special register read by the body).
type reg struct {
	name    string
	typ     string // ".b32", ".pred", …
	width   int
	special bool
}

// A src is an instruction input: register reg, or constant konst (reg < 0).
type src struct {
	reg   int32
	konst int32
}

// An inst is one compiled instruction.
type inst struct {
	pos   ir.Pos
	op    string
	guard int32 // predicate register, -1 when unguarded
	gneg  bool
	dst   []int32
	src   []src
	// memory: a global load or a store, which never runs once for a
	// block's uniform values (machine.uni).
	memory bool
	global bool // ld.global or st.global: src 0 is the address
	// uni0: run takes a uniLane0 source 0 as it is (lane 0 holding the
	// value; machine.src0Uni says so) instead of broadcast
	uni0 bool
	// lazy1: run takes source 1 lazy (machine.lz): a st.global's value
	lazy1 bool
	// run computes the destination vectors d from the source vectors s over
	// the machine's current block (lanes lo … lo+len-1 of the run).
	run func(x *machine, d, s [][]uint64) error
}

type program struct {
	f      *Function
	regs   []reg
	insts  []*inst
	consts []uint64
	nrows  int // row tables of 16-bit min/max instructions (machine.row)
	// retBytes is the number of bytes of each return param the body stores.
	retStored []uint64 // bit i: byte i stored
	// cfg: the body as basic blocks, for a body with branches ifConvert
	// does not remove (cfg.go); nil for straight-line code, which runs
	// insts in order
	cfg *cfg
}

type compiler struct {
	p      *program
	byName map[string]int32
	konst  map[uint64]int32
}

// compile turns a function body into a program; errors are positioned.
func compile(f *Function, body []stmt) (*program, error) {
	c := &compiler{p: &program{f: f}, byName: map[string]int32{}, konst: map[uint64]int32{}}
	c.p.retStored = make([]uint64, len(f.Rets))
	for _, s := range body {
		if s.kind != stReg {
			continue
		}
		w, _ := typeWidth(s.regType)
		for _, d := range s.regs {
			names := []string{d.name}
			if d.n >= 0 {
				names = names[:0]
				for i := 0; i < d.n; i++ {
					names = append(names, d.name+strconv.Itoa(i))
				}
			}
			if len(c.p.regs)+len(names) > maxRegs {
				return nil, errAt(d.pos, "more than %d registers", maxRegs)
			}
			for _, n := range names {
				if _, dup := c.byName[n]; dup {
					return nil, errAt(d.pos, "register %s is declared twice", n)
				}
				c.byName[n] = int32(len(c.p.regs))
				c.p.regs = append(c.p.regs, reg{name: n, typ: s.regType, width: w})
			}
		}
	}
	if needsCFG(body) {
		if err := c.compileCFG(body); err != nil { // cfg.go
			return nil, err
		}
		return c.p, c.checkRets()
	}
	written := map[int32]bool{}
	done := false
	for _, s := range body {
		if s.kind != stInst {
			continue
		}
		if done {
			return nil, errAt(s.pos, "%s after ret cannot be reached (branches are not supported)", s.op)
		}
		in, err := c.inst(s)
		if err != nil {
			return nil, err
		}
		if in == nil { // ret, exit
			if s.guard != nil {
				return nil, errAt(s.pos, "a guarded %s is not supported (no divergent control flow)", s.op)
			}
			done = true
			continue
		}
		all := in.src
		if in.guard >= 0 {
			all = append([]src{{reg: in.guard}}, all...)
		}
		for _, a := range all {
			if a.reg >= 0 && !written[a.reg] && !c.p.regs[a.reg].special {
				name := c.p.regs[a.reg].name
				return nil, errAt(operandPos(s, name), "%s reads %s, which no earlier instruction writes", s.op, name)
			}
		}
		for _, d := range in.dst {
			written[d] = true
		}
		c.p.insts = append(c.p.insts, in)
	}
	return c.p, c.checkRets()
}

// checkRets checks that the body stores every return param in full.
func (c *compiler) checkRets() error {
	for k, r := range c.p.f.Rets {
		if r.Size > 8 {
			return errAt(r.Pos, "return param %s has %d bytes; at most 8 are supported", r.Name, r.Size)
		}
		if want := uint64(1)<<r.Size - 1; c.p.retStored[k] != want {
			return errAt(r.Pos, "return param %s is not stored in full (st.param of all its %d bytes)", r.Name, r.Size)
		}
	}
	return nil
}

// operandPos is the position of the first operand of s naming register
// name (the guard included), or the instruction's.
func operandPos(s stmt, name string) ir.Pos {
	if s.guard != nil && s.guard.name == name {
		return s.guard.pos
	}
	var find func(os []operand) (ir.Pos, bool)
	find = func(os []operand) (ir.Pos, bool) {
		for _, o := range os {
			if (o.kind == opReg || o.kind == opMem) && o.name == name {
				return o.pos, true
			}
			if p, ok := find(o.elts); ok {
				return p, true
			}
		}
		return ir.Pos{}, false
	}
	if len(s.args) > 1 {
		// inputs first: the destination of most instructions is args[0]
		if p, ok := find(s.args[1:]); ok {
			return p
		}
	}
	if p, ok := find(s.args); ok {
		return p
	}
	return s.pos
}

// regOp resolves a register operand; want is "pred" or "data".
func (c *compiler) regOp(s stmt, o operand, pred bool) (int32, error) {
	if o.kind != opReg {
		return 0, errAt(o.pos, "%s: expected a register, found %s", s.op, operandText(o))
	}
	if i, ok := c.byName[o.name]; ok {
		r := c.p.regs[i]
		if pred != (r.typ == ".pred") {
			if pred {
				return 0, errAt(o.pos, "%s: %s is a %s register; a predicate is needed here", s.op, o.name, r.typ)
			}
			return 0, errAt(o.pos, "%s: %s is a predicate; a data register is needed here", s.op, o.name)
		}
		return i, nil
	}
	if isSpecial(o.name) {
		if pred {
			return 0, errAt(o.pos, "%s: %s is not a predicate", s.op, o.name)
		}
		i := int32(len(c.p.regs))
		c.byName[o.name] = i
		c.p.regs = append(c.p.regs, reg{name: o.name, typ: ".u32", width: 32, special: true})
		return i, nil
	}
	return 0, errAt(o.pos, "%s: register %s is not declared", s.op, o.name)
}

var specials = func() map[string]bool {
	m := map[string]bool{"%laneid": true, "%warpid": true}
	for _, n := range []string{"%tid", "%ntid", "%ctaid", "%nctaid"} {
		for _, d := range []string{".x", ".y", ".z"} {
			m[n+d] = true
		}
	}
	return m
}()

func isSpecial(name string) bool { return specials[name] }

func operandText(o operand) string {
	switch o.kind {
	case opReg:
		if o.neg {
			return "!" + o.name
		}
		return o.name
	case opImm:
		return o.imm
	case opMem:
		return fmt.Sprintf("[%s+%d]", o.name, o.off)
	case opVec:
		return "{…}"
	}
	return o.name
}

// sources appends the values of operands os, each read as type ty, to in's
// sources.
func (c *compiler) sources(s stmt, in *inst, os []operand, ty string) error {
	for _, o := range os {
		v, err := c.value(s, o, ty)
		if err != nil {
			return err
		}
		in.src = append(in.src, v)
	}
	return nil
}

// value resolves an input operand of PTX type ty: a register, or an
// immediate of that type.
func (c *compiler) value(s stmt, o operand, ty string) (src, error) {
	if o.kind == opImm {
		v, err := immediate(o, ty)
		if err != nil {
			return src{}, errAt(o.pos, "%s: %v", s.op, err)
		}
		return c.constant(v), nil
	}
	if o.neg {
		return src{}, errAt(o.pos, "%s: '!' applies to predicate operands only", s.op)
	}
	r, err := c.regOp(s, o, ty == ".pred")
	if err != nil {
		return src{}, err
	}
	return src{reg: r}, nil
}

func (c *compiler) constant(v uint64) src {
	k, ok := c.konst[v]
	if !ok {
		k = int32(len(c.p.consts))
		c.konst[v] = k
		c.p.consts = append(c.p.consts, v)
	}
	return src{reg: -1, konst: k}
}

// immediate parses an immediate for type ty (PTX ISA §4.5: integers in
// decimal, hex 0x, octal 0, binary 0b, optional U suffix; 0fXXXXXXXX and
// 0dXXXXXXXXXXXXXXXX for .f32 and .f64).
func immediate(o operand, ty string) (uint64, error) {
	t := o.imm
	w, _ := typeWidth(ty)
	mask := uint64(math.MaxUint64)
	if w < 64 {
		mask = 1<<w - 1
	}
	if len(t) >= 2 && (t[0] == '0' || t[0] == '-') {
		lo := strings.ToLower(t)
		if strings.HasPrefix(lo, "0f") || strings.HasPrefix(lo, "0d") {
			n := 8
			if lo[1] == 'd' {
				n = 16
			}
			if len(t) != 2+n {
				return 0, fmt.Errorf("malformed floating immediate %s (want %s and %d hex digits)", t, t[:2], n)
			}
			v, err := strconv.ParseUint(t[2:], 16, 64)
			if err != nil {
				return 0, fmt.Errorf("malformed floating immediate %s", t)
			}
			if lo[1] == 'f' && ty != ".f32" || lo[1] == 'd' && ty != ".f64" {
				return 0, fmt.Errorf("immediate %s does not fit a %s operand", t, ty)
			}
			return v, nil
		}
	}
	if ty == ".f32" || ty == ".f64" || ty == ".f16" || ty == ".bf16" || ty == ".f16x2" || ty == ".bf16x2" {
		if ty == ".f32" || ty == ".f64" {
			return 0, fmt.Errorf("a %s operand takes 0f/0d immediates, not %s", ty, t)
		}
		return 0, fmt.Errorf("a %s operand takes no immediate (move the bits into a register)", ty)
	}
	s := strings.TrimSuffix(t, "U")
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	base := 10
	switch {
	case strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X"):
		base, s = 16, s[2:]
	case strings.HasPrefix(s, "0b") || strings.HasPrefix(s, "0B"):
		base, s = 2, s[2:]
	case len(s) > 1 && s[0] == '0':
		base, s = 8, s[1:]
	}
	v, err := strconv.ParseUint(s, base, 64)
	if err != nil {
		return 0, fmt.Errorf("malformed integer immediate %s", t)
	}
	if neg {
		v = -v
	}
	return v & mask, nil
}

// mods splits an opcode into its base and modifiers: "setp.lt.and.u16" →
// "setp", [lt and u16].
func mods(op string) (string, []string) {
	parts := strings.Split(op, ".")
	return parts[0], parts[1:]
}
