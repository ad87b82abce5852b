package ptxexec

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/lowerc/lowerc/ir"
)

// A Module is a parsed PTX module.
type Module struct {
	File        string
	Version     string   // .version, "7.0"
	Target      []string // .target, "sm_80"
	AddressSize int      // .address_size (64 when absent)
	Funcs       []*Function
}

// Func returns the function named name, or nil.
func (m *Module) Func(name string) *Function {
	for _, f := range m.Funcs {
		if f.Name == name {
			return f
		}
	}
	return nil
}

// A Param is one .param of a function: an input, or a return param.
type Param struct {
	Name  string
	Type  string // ".b32", ".u64", ".b8" (the element type)
	Align int    // .align, 0 when absent
	Elems int    // array length; 0 for a scalar
	Size  int    // bytes
	Pos   ir.Pos
}

// A Function is one .entry (kernel) or .func of a module.
type Function struct {
	Name    string
	Entry   bool // .entry
	Pos     ir.Pos
	Params  []Param // inputs, in order
	Rets    []Param // return params of a .func
	ReqNTID [3]int  // .reqntid (0 when absent)
	// Err says why the function cannot run (positioned, file:line:col),
	// or is nil. Parse keeps going after a function it cannot compile.
	Err error

	prog *program
	// fullKernel: RunKernel runs every instruction over every execution,
	// not the value slice (the reference the tests compare it with).
	fullKernel bool
}

// Instructions returns the number of instructions of the function's body.
func (f *Function) Instructions() int {
	if f.prog == nil {
		return 0
	}
	return len(f.prog.insts)
}

type parser struct {
	toks   []token
	i      int
	file   string
	blocks int // nested { } blocks so far (scope.go)
}

func (p *parser) peek() token { return p.toks[p.i] }
func (p *parser) next() token {
	t := p.toks[p.i]
	if t.kind != tEOF {
		p.i++
	}
	return t
}

func errAt(pos ir.Pos, format string, args ...any) error {
	return &ir.Error{Pos: pos, Msg: fmt.Sprintf(format, args...)}
}

func (p *parser) expect(text string) (token, error) {
	t := p.next()
	if t.text != text || t.kind == tNum {
		return t, errAt(t.pos, "expected %q, found %s", text, describe(t))
	}
	return t, nil
}

func describe(t token) string {
	if t.kind == tEOF {
		return "end of file"
	}
	return strconv.Quote(t.text)
}

// Parse reads a PTX module. Syntax errors fail the whole module; a function
// whose body cannot be compiled (an unknown instruction, an undeclared or
// undefined register) is kept with Err set.
func Parse(file string, src []byte) (*Module, error) {
	toks, err := lex(file, src)
	if err != nil {
		return nil, err
	}
	p := &parser{toks: toks, file: file}
	m := &Module{File: file, AddressSize: 64}
	seen := map[string]bool{}
	for p.peek().kind != tEOF {
		t := p.peek()
		switch t.text {
		case ".version":
			p.next()
			v := p.next()
			if v.kind != tNum {
				return nil, errAt(v.pos, ".version needs MAJOR.MINOR, found %s", describe(v))
			}
			m.Version = v.text
		case ".target":
			p.next()
			for {
				v := p.next()
				if v.kind != tIdent {
					return nil, errAt(v.pos, ".target needs a target name, found %s", describe(v))
				}
				m.Target = append(m.Target, v.text)
				if p.peek().text != "," {
					break
				}
				p.next()
			}
		case ".address_size":
			p.next()
			v := p.next()
			n, err := strconv.Atoi(v.text)
			if err != nil || (n != 32 && n != 64) {
				return nil, errAt(v.pos, ".address_size must be 32 or 64, found %s", describe(v))
			}
			m.AddressSize = n
		case ".visible", ".extern", ".weak", ".entry", ".func":
			f, err := p.function()
			if err != nil {
				return nil, err
			}
			if f == nil {
				continue // a declaration
			}
			if seen[f.Name] {
				return nil, errAt(f.Pos, "function %s is defined twice", f.Name)
			}
			seen[f.Name] = true
			m.Funcs = append(m.Funcs, f)
		default:
			return nil, errAt(t.pos, "unexpected %s at module level (want .version, .target, .address_size, .entry or .func)", describe(t))
		}
	}
	return m, nil
}

// function parses one .entry or .func; nil for a declaration without body.
func (p *parser) function() (*Function, error) {
	f := &Function{}
	extern := false
	for {
		t := p.peek()
		if t.text == ".visible" || t.text == ".extern" || t.text == ".weak" {
			extern = extern || t.text == ".extern"
			p.next()
			continue
		}
		break
	}
	t := p.next()
	switch t.text {
	case ".entry":
		f.Entry = true
	case ".func":
	default:
		return nil, errAt(t.pos, "expected .entry or .func, found %s", describe(t))
	}
	f.Pos = t.pos
	if !f.Entry && p.peek().text == "(" {
		rets, err := p.params()
		if err != nil {
			return nil, err
		}
		f.Rets = rets
	}
	name := p.next()
	if name.kind != tIdent || strings.HasPrefix(name.text, ".") || strings.HasPrefix(name.text, "%") {
		return nil, errAt(name.pos, "expected a function name, found %s", describe(name))
	}
	f.Name = name.text
	f.Pos = name.pos
	if p.peek().text == "(" {
		ps, err := p.params()
		if err != nil {
			return nil, err
		}
		f.Params = ps
	}
	// Performance directives before the body.
	for {
		t := p.peek()
		switch t.text {
		case ".reqntid", ".maxntid", ".minnctapersm", ".maxnreg", ".maxnctapersm", ".pragma", ".noreturn":
			p.next()
			var dims []int
			for p.peek().kind == tNum || p.peek().text == "," || strings.HasPrefix(p.peek().text, "\"") {
				v := p.next()
				if v.kind == tNum {
					n, err := strconv.Atoi(v.text)
					if err != nil || n < 1 {
						return nil, errAt(v.pos, "%s needs positive integers, found %s", t.text, describe(v))
					}
					dims = append(dims, n)
				}
			}
			if p.peek().text == ";" {
				p.next()
			}
			if t.text == ".reqntid" {
				if len(dims) < 1 || len(dims) > 3 {
					return nil, errAt(t.pos, ".reqntid takes one to three sizes")
				}
				f.ReqNTID = [3]int{1, 1, 1}
				copy(f.ReqNTID[:], dims)
			}
			continue
		}
		break
	}
	if p.peek().text == ";" {
		p.next()
		return nil, nil // declaration
	}
	if extern {
		return nil, errAt(f.Pos, ".extern function %s has a body", f.Name)
	}
	if _, err := p.expect("{"); err != nil {
		return nil, err
	}
	body, err := p.body()
	if err != nil {
		return nil, err
	}
	f.prog, f.Err = compile(f, ifConvert(body)) // branch.go
	return f, nil
}

// params parses "( .param ... , ... )".
func (p *parser) params() ([]Param, error) {
	if _, err := p.expect("("); err != nil {
		return nil, err
	}
	var ps []Param
	if p.peek().text == ")" {
		p.next()
		return ps, nil
	}
	for {
		t := p.next()
		if t.text != ".param" {
			return nil, errAt(t.pos, "expected .param, found %s (only .param parameters are supported)", describe(t))
		}
		pr := Param{Pos: t.pos}
		for {
			t := p.peek()
			if t.text == ".align" {
				p.next()
				v := p.next()
				n, err := strconv.Atoi(v.text)
				if err != nil || n <= 0 || n&(n-1) != 0 {
					return nil, errAt(v.pos, ".align needs a power of two, found %s", describe(v))
				}
				pr.Align = n
				continue
			}
			if t.text == ".ptr" || t.text == ".global" || t.text == ".const" || t.text == ".local" || t.text == ".shared" {
				p.next() // state-space attributes of kernel pointer params
				continue
			}
			break
		}
		ty := p.next()
		w, ok := typeWidth(ty.text)
		if !ok || ty.text == ".pred" {
			return nil, errAt(ty.pos, "expected a parameter type (.b8 … .f64), found %s", describe(ty))
		}
		pr.Type = ty.text
		n := p.next()
		if n.kind != tIdent || strings.HasPrefix(n.text, ".") {
			return nil, errAt(n.pos, "expected a parameter name, found %s", describe(n))
		}
		pr.Name = n.text
		pr.Size = w / 8
		if p.peek().text == "[" {
			p.next()
			v := p.next()
			k, err := strconv.Atoi(v.text)
			if err != nil || k <= 0 {
				return nil, errAt(v.pos, "expected an array length, found %s", describe(v))
			}
			if _, err := p.expect("]"); err != nil {
				return nil, err
			}
			pr.Elems = k
			pr.Size = k * w / 8
		}
		ps = append(ps, pr)
		t = p.next()
		if t.text == ")" {
			return ps, nil
		}
		if t.text != "," {
			return nil, errAt(t.pos, "expected ',' or ')' after a parameter, found %s", describe(t))
		}
	}
}

// A stmt is one line of a function body before compilation.
type stmt struct {
	pos   ir.Pos
	kind  uint8 // stReg, stInst, stLabel
	guard *operand
	op    string
	opPos ir.Pos
	args  []operand
	// .reg
	regType string
	regs    []regDecl
}

const (
	stReg = iota
	stInst
	stLabel
)

type regDecl struct {
	name string
	n    int // %r<n>: n registers %r0 … %r(n-1); -1 for a single name
	pos  ir.Pos
}

// An operand as written.
type operand struct {
	kind uint8 // opReg, opImm, opMem, opVec, opSym
	pos  ir.Pos
	name string // register or symbol
	neg  bool   // !%p
	imm  string // immediate text
	off  int64  // opMem offset
	elts []operand
}

const (
	opReg = iota
	opImm
	opMem
	opVec
	opSym
)

func (p *parser) body() ([]stmt, error) {
	var out []stmt
	for {
		t := p.peek()
		switch {
		case t.kind == tEOF:
			return nil, errAt(t.pos, "function body is not closed (missing '}')")
		case t.text == "}":
			p.next()
			return out, nil
		case t.text == "{":
			blk, err := p.block()
			if err != nil {
				return nil, err
			}
			out = append(out, blk...)
		case t.text == ".reg":
			p.next()
			ty := p.next()
			if _, ok := typeWidth(ty.text); !ok {
				return nil, errAt(ty.pos, "expected a register type (.pred, .b16, .f32, …), found %s", describe(ty))
			}
			s := stmt{pos: t.pos, kind: stReg, regType: ty.text}
			for {
				n := p.next()
				if !isRegName(n) {
					return nil, errAt(n.pos, "expected a register name, found %s", describe(n))
				}
				d := regDecl{name: n.text, n: -1, pos: n.pos}
				if p.peek().text == "<" {
					p.next()
					v := p.next()
					k, err := strconv.Atoi(v.text)
					if err != nil || k < 0 || k > 1<<20 {
						return nil, errAt(v.pos, "expected a register count, found %s", describe(v))
					}
					d.n = k
					if _, err := p.expect(">"); err != nil {
						return nil, err
					}
				}
				s.regs = append(s.regs, d)
				t := p.next()
				if t.text == ";" {
					break
				}
				if t.text != "," {
					return nil, errAt(t.pos, "expected ',' or ';' in .reg, found %s", describe(t))
				}
			}
			out = append(out, s)
		case t.kind == tIdent && strings.HasPrefix(t.text, ".") && !strings.HasPrefix(t.text, ".."):
			return nil, errAt(t.pos, "directive %s inside a function is not supported", t.text)
		case t.kind == tIdent && p.toks[p.i+1].text == ":" && !strings.HasPrefix(t.text, "%"):
			p.next()
			p.next()
			out = append(out, stmt{pos: t.pos, kind: stLabel, op: t.text})
		default:
			s, err := p.inst()
			if err != nil {
				return nil, err
			}
			out = append(out, s)
		}
	}
}

func (p *parser) inst() (stmt, error) {
	s := stmt{kind: stInst, pos: p.peek().pos}
	if p.peek().text == "@" {
		p.next()
		g := operand{kind: opReg, pos: p.peek().pos}
		if p.peek().text == "!" {
			p.next()
			g.neg = true
		}
		r := p.next()
		if r.kind != tIdent || !strings.HasPrefix(r.text, "%") {
			return s, errAt(r.pos, "expected a predicate register after '@', found %s", describe(r))
		}
		g.name = r.text
		s.guard = &g
	}
	op := p.next()
	if op.kind != tIdent || strings.HasPrefix(op.text, "%") || strings.HasPrefix(op.text, ".") {
		return s, errAt(op.pos, "expected an instruction, found %s", describe(op))
	}
	s.op, s.opPos = op.text, op.pos
	if p.peek().text == ";" {
		p.next()
		return s, nil
	}
	for {
		a, err := p.operand()
		if err != nil {
			return s, err
		}
		s.args = append(s.args, a)
		t := p.next()
		if t.text == ";" {
			return s, nil
		}
		if t.text != "," {
			return s, errAt(t.pos, "expected ',' or ';' after an operand of %s, found %s", s.op, describe(t))
		}
	}
}

func (p *parser) operand() (operand, error) {
	t := p.next()
	switch {
	case t.text == "!":
		r := p.next()
		if r.kind != tIdent || !strings.HasPrefix(r.text, "%") {
			return operand{}, errAt(r.pos, "expected a predicate register after '!', found %s", describe(r))
		}
		return operand{kind: opReg, pos: t.pos, name: r.text, neg: true}, nil
	case t.kind == tNum:
		return operand{kind: opImm, pos: t.pos, imm: t.text}, nil
	case t.kind == tIdent && strings.HasPrefix(t.text, "%"):
		return p.pairOr(operand{kind: opReg, pos: t.pos, name: t.text})
	case t.kind == tIdent && !strings.HasPrefix(t.text, "."):
		return p.pairOr(operand{kind: opSym, pos: t.pos, name: t.text})
	case t.text == "[":
		m := operand{kind: opMem, pos: t.pos}
		b := p.next()
		if b.kind != tIdent {
			return operand{}, errAt(b.pos, "expected a register or parameter name in [ ], found %s", describe(b))
		}
		m.name = b.text
		if p.peek().text == "+" {
			p.next()
			v := p.next()
			off, err := strconv.ParseInt(v.text, 0, 64)
			if err != nil || v.kind != tNum {
				return operand{}, errAt(v.pos, "expected a byte offset, found %s", describe(v))
			}
			m.off = off
		}
		if _, err := p.expect("]"); err != nil {
			return operand{}, err
		}
		return m, nil
	case t.text == "{":
		v := operand{kind: opVec, pos: t.pos}
		for {
			e, err := p.operand()
			if err != nil {
				return operand{}, err
			}
			if e.kind != opReg && e.kind != opSym || e.neg {
				return operand{}, errAt(e.pos, "a { } vector holds registers only")
			}
			v.elts = append(v.elts, e)
			t := p.next()
			if t.text == "}" {
				break
			}
			if t.text != "," {
				return operand{}, errAt(t.pos, "expected ',' or '}' in a vector, found %s", describe(t))
			}
		}
		return v, nil
	}
	return operand{}, errAt(t.pos, "expected an operand, found %s", describe(t))
}

// typeWidth is the width in bits of a PTX fundamental type (.pred: 1).
func typeWidth(t string) (int, bool) {
	switch t {
	case ".pred":
		return 1, true
	case ".b8", ".u8", ".s8":
		return 8, true
	case ".b16", ".u16", ".s16", ".f16", ".bf16":
		return 16, true
	case ".b32", ".u32", ".s32", ".f32", ".f16x2", ".bf16x2":
		return 32, true
	case ".b64", ".u64", ".s64", ".f64":
		return 64, true
	}
	return 0, false
}
