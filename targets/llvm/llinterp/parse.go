package llinterp

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// A Module is a parsed IR file: its defined functions, in order.
type Module struct {
	File  string
	Funcs []*Func
	// Triple is the module's "target triple", if any; SourceFile its
	// source_filename.
	Triple, SourceFile string
	// Asm, when set, gives the model of an inline asm call (see AsmFunc);
	// without it an inline asm call is an error at run time.
	Asm AsmFunc

	src []byte
}

// Only returns the module's text with every function definition but
// name's removed: the declarations, attributes and target lines stay, so
// that llc can compile one function alone.
func (m *Module) Only(name string) []byte { return m.Keep(map[string]bool{name: true}) }

// Keep returns the module's text with the definitions of the functions not
// in keep removed.
func (m *Module) Keep(keep map[string]bool) []byte {
	var out []byte
	last := 0
	for _, f := range m.Funcs {
		if keep[f.Name] {
			continue
		}
		out = append(out, m.src[last:f.start]...)
		last = f.end
	}
	return append(out, m.src[last:]...)
}

// Func returns the function named name, or nil.
func (m *Module) Func(name string) *Func {
	for _, f := range m.Funcs {
		if f.Name == name {
			return f
		}
	}
	return nil
}

// A Func is one defined function.
type Func struct {
	Name   string
	Pos    Pos
	Ret    Type
	Params []Param
	// Attrs are the function's string attributes, from its attribute
	// groups and inline ("amdgpu-ieee" → "false").
	Attrs map[string]string
	Insts []*Inst
	// Blocks are the basic blocks: each a range of Insts, the first the
	// entry.
	Blocks []Block
	// CC is the calling convention written in the header ("ptx_kernel",
	// "amdgpu_kernel"), or "".
	CC string
	// Err is set when the function could not be read: an instruction,
	// type or constant outside the subset, or malformed text inside its
	// body. Eval returns it.
	Err error

	nvals      int
	start, end int     // the definition's byte span in the source
	attrRefs   []token // #N references, resolved after the whole file is read
	mod        *Module
}

// A Block is a basic block: Insts[Start:End] of its function.
type Block struct {
	Name       string
	Pos        Pos
	Start, End int
}

// A Param is a function parameter.
type Param struct {
	Name string
	Type Type
}

// FMF are fast-math flags.
type FMF uint8

// The fast-math flags the interpreter models.
const (
	NNaN FMF = 1 << iota
	NInf
	NSZ
)

// An Operand is an instruction operand: a local value or a constant.
type Operand struct {
	Pos    Pos
	Type   Type
	Local  string   // "%x" without the %, or "" for a constant
	Const  []uint64 // per lane, for a constant
	Poison bool     // the constant poison

	idx int // the value's index in the function (params first), -1 for a constant
}

// An Inst is one instruction.
type Inst struct {
	Pos    Pos
	Result string // the defined value's name, "" for ret
	Op     string // "call", "fcmp", "select", "ret", …
	Type   Type   // the result type (ret: the returned type)
	FMF    FMF
	Pred   string // fcmp/icmp predicate
	Callee string // call: the callee's name without @
	Args   []Operand
	// IntFlags are the poison-generating flags of an integer instruction:
	// nuw, nsw, exact, disjoint, nneg.
	IntFlags []string
	// Labels are a br's successors ([dest] or [if true, if false]) and a
	// phi's incoming blocks (one per argument).
	Labels []Label
	// Elem is the element type of load, store and getelementptr (a load's
	// and store's value type).
	Elem Type
	// Asm and Constraints are an inline asm call's template and
	// constraint string.
	Asm, Constraints string

	base    string // call: the intrinsic's base name ("maxnum")
	targets []int  // br: the successors' block indices; phi: the incoming blocks'
}

// A Label is a reference to a basic block.
type Label struct {
	Pos  Pos
	Name string
}

type parser struct {
	file   string
	toks   []token
	i      int
	groups map[string]map[string]string
}

// Parse reads an LLVM IR module. Function bodies are parsed; everything
// else at the top level is read past, except attribute groups, whose
// string attributes the functions that reference them receive.
func Parse(file string, src []byte) (*Module, error) {
	toks, err := lex(file, src)
	if err != nil {
		return nil, err
	}
	p := &parser{file: file, toks: toks, groups: map[string]map[string]string{}}
	m := &Module{File: file, src: src}
	for {
		t := p.peek()
		switch {
		case t.kind == tEOF:
			for _, f := range m.Funcs {
				for _, r := range f.attrRefs {
					g, ok := p.groups[r.text]
					if !ok {
						return nil, &Error{r.pos, fmt.Sprintf("undefined attribute group #%s", r.text)}
					}
					for k, v := range g {
						if _, set := f.Attrs[k]; !set {
							f.Attrs[k] = v
						}
					}
				}
				f.attrRefs = nil
			}
			return m, nil
		case t.kind == tNewline:
			p.i++
		case t.kind == tIdent && t.text == "define":
			start := p.i
			f, err := p.function()
			if err != nil {
				// A function outside the subset (or malformed inside its
				// braces) is kept with its error, so that the others can
				// still be run; a header without a body is fatal.
				if f = p.recoverFunc(start, err); f == nil {
					return nil, err
				}
			}
			f.start, f.end = t.off, p.toks[p.i-1].off+1
			f.mod = m
			if m.Func(f.Name) != nil {
				return nil, &Error{f.Pos, fmt.Sprintf("function @%s defined twice", f.Name)}
			}
			m.Funcs = append(m.Funcs, f)
		case t.kind == tIdent && t.text == "attributes":
			if err := p.attrGroup(); err != nil {
				return nil, err
			}
		case t.kind == tIdent && t.text == "target" && p.toks[p.i+1].text == "triple" && p.toks[p.i+2].text == "=" && p.toks[p.i+3].kind == tString:
			m.Triple = p.toks[p.i+3].text
			p.i += 4
		case t.kind == tIdent && t.text == "source_filename" && p.toks[p.i+1].text == "=" && p.toks[p.i+2].kind == tString:
			m.SourceFile = p.toks[p.i+2].text
			p.i += 3
		default:
			// declare, target, source_filename, globals, metadata: read
			// past the line (a declaration's or global's braces too).
			if err := p.skipTopLevel(); err != nil {
				return nil, err
			}
		}
	}
}

// recoverFunc skips the definition that starts at token index start and
// returns a Func holding err, or nil when the definition has no body.
func (p *parser) recoverFunc(start int, err error) *Func {
	name, pos := "", p.toks[start].pos
	i := start
	for ; i < len(p.toks) && !(p.toks[i].kind == tPunct && p.toks[i].text == "{"); i++ {
		if p.toks[i].kind == tGlobal && name == "" {
			name, pos = p.toks[i].text, p.toks[i].pos
		}
		if p.toks[i].kind == tEOF {
			return nil
		}
	}
	if name == "" {
		return nil
	}
	depth := 0
	for ; i < len(p.toks); i++ {
		switch t := p.toks[i]; {
		case t.kind == tEOF:
			return nil
		case t.kind == tPunct && t.text == "{":
			depth++
		case t.kind == tPunct && t.text == "}":
			depth--
			if depth == 0 {
				p.i = i + 1
				return &Func{Name: name, Pos: pos, Attrs: map[string]string{}, Err: err}
			}
		}
	}
	return nil
}

func (p *parser) peek() token { return p.toks[p.i] }

func (p *parser) next() token {
	t := p.toks[p.i]
	if t.kind != tEOF {
		p.i++
	}
	return t
}

func (p *parser) errf(t token, format string, args ...any) error {
	return &Error{t.pos, fmt.Sprintf(format, args...)}
}

func describe(t token) string {
	switch t.kind {
	case tEOF:
		return "end of file"
	case tNewline:
		return "end of line"
	case tLocal:
		return "%" + t.text
	case tGlobal:
		return "@" + t.text
	case tString:
		return strconv.Quote(t.text)
	}
	return strconv.Quote(t.text)
}

func (p *parser) expect(text string) (token, error) {
	t := p.next()
	if (t.kind == tPunct || t.kind == tIdent) && t.text == text {
		return t, nil
	}
	return t, p.errf(t, "expected %q, found %s", text, describe(t))
}

func (p *parser) is(text string) bool {
	t := p.peek()
	return (t.kind == tPunct || t.kind == tIdent) && t.text == text
}

func (p *parser) skipTopLevel() error {
	depth := 0
	for {
		t := p.peek()
		if t.kind == tEOF {
			if depth > 0 {
				return p.errf(t, "unexpected end of file inside braces")
			}
			return nil
		}
		p.i++
		switch {
		case t.kind == tPunct && (t.text == "{" || t.text == "(" || t.text == "["):
			depth++
		case t.kind == tPunct && (t.text == "}" || t.text == ")" || t.text == "]"):
			depth--
		case t.kind == tNewline && depth <= 0:
			return nil
		}
	}
}

// attrGroup reads "attributes #0 = { … }".
func (p *parser) attrGroup() error {
	p.next()
	id := p.next()
	if id.kind != tAttrID {
		return p.errf(id, "expected an attribute group id, found %s", describe(id))
	}
	if _, err := p.expect("="); err != nil {
		return err
	}
	if _, err := p.expect("{"); err != nil {
		return err
	}
	g := map[string]string{}
	depth := 0
	for {
		t := p.next()
		switch {
		case t.kind == tEOF:
			return p.errf(t, "unterminated attribute group #%s", id.text)
		case t.kind == tPunct && t.text == "(":
			depth++
		case t.kind == tPunct && t.text == ")":
			depth--
		case t.kind == tPunct && t.text == "}" && depth == 0:
			p.groups[id.text] = g
			return nil
		case t.kind == tString && depth == 0:
			v := ""
			if p.is("=") {
				p.next()
				vt := p.next()
				if vt.kind != tString {
					return p.errf(vt, "expected a string attribute value, found %s", describe(vt))
				}
				v = vt.text
			}
			g[t.text] = v
		}
	}
}

func (p *parser) function() (*Func, error) {
	def := p.next()
	// Collect the header up to "{".
	start := p.i
	gi := -1
	for {
		t := p.peek()
		if t.kind == tEOF || t.kind == tNewline && gi < 0 {
			if gi >= 0 {
				return nil, p.errf(t, "expected \"{\" to open the body of @%s, found %s", p.toks[gi].text, describe(t))
			}
			return nil, p.errf(t, "expected a function header, found %s", describe(t))
		}
		if t.kind == tPunct && t.text == "{" {
			break
		}
		if t.kind == tGlobal && gi < 0 {
			gi = p.i
		}
		p.i++
	}
	if gi < 0 || gi+1 >= len(p.toks) || p.toks[gi+1].text != "(" {
		return nil, p.errf(def, "malformed function header")
	}
	f := &Func{Name: p.toks[gi].text, Pos: p.toks[gi].pos, Attrs: map[string]string{}}
	for k := start; k < gi; k++ {
		if t := p.toks[k]; t.kind == tIdent && (t.text == "ptx_kernel" || t.text == "amdgpu_kernel" || t.text == "ptx_device") {
			f.CC = t.text
		}
	}
	// The return type ends right before the name.
	rt, err := p.typeBefore(start, gi)
	if err != nil {
		return nil, err
	}
	f.Ret = rt
	// Parameters.
	save := p.i
	p.i = gi + 2
	unnamed := 0
	for !p.is(")") {
		ty, err := p.typ()
		if err != nil {
			return nil, err
		}
		name := ""
		for {
			t := p.peek()
			if t.kind == tLocal {
				name = t.text
				p.i++
				break
			}
			if t.kind == tPunct && (t.text == "," || t.text == ")") {
				break
			}
			if err := p.skipAttr(); err != nil {
				return nil, err
			}
		}
		if name == "" {
			name = strconv.Itoa(unnamed)
			unnamed++
		}
		f.Params = append(f.Params, Param{Name: name, Type: ty})
		if p.is(",") {
			p.next()
		}
	}
	p.next() // ")"
	for p.i < save {
		t := p.next()
		switch {
		case t.kind == tAttrID:
			f.attrRefs = append(f.attrRefs, t)
		case t.kind == tString:
			v := ""
			if p.is("=") {
				p.next()
				v = p.next().text
			}
			f.Attrs[t.text] = v
		}
	}
	p.next() // "{"
	return f, p.body(f)
}

// typeBefore parses the type that ends right before token index end.
func (p *parser) typeBefore(start, end int) (Type, error) {
	k := end - 1
	if k < start {
		return Type{}, p.errf(p.toks[end], "missing return type")
	}
	if p.toks[k].kind == tPunct && p.toks[k].text == ">" {
		for k >= start && p.toks[k].text != "<" {
			k--
		}
		if k < start {
			return Type{}, p.errf(p.toks[end-1], "malformed return type")
		}
	}
	save := p.i
	p.i = k
	t, err := p.typ()
	p.i = save
	return t, err
}

// skipAttr skips one parameter or return attribute: a word, optionally
// with a parenthesized or numeric argument.
func (p *parser) skipAttr() error {
	t := p.next()
	switch t.kind {
	case tIdent:
		if p.is("(") {
			depth := 0
			for {
				u := p.next()
				if u.kind == tEOF || u.kind == tNewline {
					return p.errf(u, "unterminated attribute argument")
				}
				if u.text == "(" {
					depth++
				} else if u.text == ")" {
					depth--
					if depth == 0 {
						return nil
					}
				}
			}
		}
		if (t.text == "align" || t.text == "dereferenceable") && p.peek().kind == tNumber {
			p.next()
		}
		return nil
	case tAttrID:
		return nil
	}
	return p.errf(t, "unexpected %s", describe(t))
}

func (p *parser) typ() (Type, error) {
	t := p.next()
	if t.kind == tPunct && t.text == "<" {
		n := p.next()
		lanes, err := strconv.Atoi(n.text)
		if n.kind != tNumber || err != nil || lanes <= 0 || lanes > 64 {
			return Type{}, p.errf(n, "expected a vector length, found %s", describe(n))
		}
		if x := p.next(); x.text != "x" {
			return Type{}, p.errf(x, "expected \"x\", found %s", describe(x))
		}
		et, err := p.typ()
		if err != nil {
			return Type{}, err
		}
		if et.Lanes > 0 || et.Kind == Void {
			return Type{}, p.errf(n, "invalid vector element type %s", et)
		}
		if _, err := p.expect(">"); err != nil {
			return Type{}, err
		}
		et.Lanes = lanes
		return et, nil
	}
	if t.kind == tIdent {
		if st, ok := scalarTypes[t.text]; ok {
			if p.is("addrspace") {
				p.next()
				if err := p.parenArg(); err != nil {
					return Type{}, err
				}
				if st.Kind != Ptr && !p.is("*") {
					return Type{}, p.errf(t, "addrspace on %s", st)
				}
			}
			if p.is("*") { // a typed pointer (LLVM 14 syntax, as llir/llvm prints)
				for p.is("*") {
					p.next()
				}
				return scalarTypes["ptr"], nil
			}
			return st, nil
		}
		if len(t.text) > 1 && t.text[0] == 'i' {
			if w, err := strconv.Atoi(t.text[1:]); err == nil && w >= 1 && w <= 64 {
				return Type{Kind: Int, Bits: w}, nil
			}
		}
	}
	return Type{}, p.errf(t, "unsupported type %s", describe(t))
}

func (p *parser) parenArg() error {
	if _, err := p.expect("("); err != nil {
		return err
	}
	for !p.is(")") {
		if t := p.next(); t.kind == tEOF || t.kind == tNewline {
			return p.errf(t, "expected \")\"")
		}
	}
	p.next()
	return nil
}

func (p *parser) body(f *Func) error {
	open := func(name string, pos Pos) {
		if n := len(f.Blocks); n > 0 {
			f.Blocks[n-1].End = len(f.Insts)
		}
		f.Blocks = append(f.Blocks, Block{Name: name, Pos: pos, Start: len(f.Insts)})
	}
	terminated := func() bool {
		if len(f.Insts) == 0 || len(f.Blocks) == 0 || f.Blocks[len(f.Blocks)-1].Start == len(f.Insts) {
			return false
		}
		op := f.Insts[len(f.Insts)-1].Op
		return op == "ret" || op == "br"
	}
	for {
		t := p.peek()
		switch {
		case t.kind == tEOF:
			return p.errf(t, "unexpected end of file in @%s", f.Name)
		case t.kind == tNewline:
			p.i++
			continue
		case t.kind == tPunct && t.text == "}":
			p.i++
			if !terminated() {
				return p.errf(t, "@%s: the last block does not end in ret or br", f.Name)
			}
			f.Blocks[len(f.Blocks)-1].End = len(f.Insts)
			return resolve(f)
		case (t.kind == tIdent || t.kind == tNumber) && p.toks[p.i+1].text == ":":
			if len(f.Blocks) > 0 && !terminated() {
				return p.errf(t, "block %s begins before the block above ends in ret or br", t.text)
			}
			open(t.text, t.pos)
			p.i += 2
			continue
		}
		if len(f.Blocks) == 0 {
			open("", t.pos) // the unnamed entry block
		} else if terminated() {
			return p.errf(t, "instruction after the end of a block in @%s (a new block needs a label)", f.Name)
		}
		in, err := p.inst()
		if err != nil {
			return err
		}
		f.Insts = append(f.Insts, in)
		// The rest of the line may hold metadata attachments only.
		for {
			u := p.peek()
			if u.kind == tNewline || u.kind == tEOF || u.kind == tPunct && u.text == "}" {
				break
			}
			if u.kind == tPunct && u.text == "," && p.toks[p.i+1].kind == tMeta {
				p.i += 3
				continue
			}
			return p.errf(u, "unexpected %s after the instruction", describe(u))
		}
	}
}

var fcmpPreds = map[string]bool{"false": true, "oeq": true, "ogt": true, "oge": true, "olt": true, "ole": true, "one": true, "ord": true,
	"ueq": true, "ugt": true, "uge": true, "ult": true, "ule": true, "une": true, "uno": true, "true": true}
var icmpPreds = map[string]bool{"eq": true, "ne": true, "ugt": true, "uge": true, "ult": true, "ule": true, "sgt": true, "sge": true, "slt": true, "sle": true}

var binOps = map[string]bool{"and": true, "or": true, "xor": true, "shl": true, "lshr": true, "ashr": true, "add": true, "sub": true,
	"mul": true, "udiv": true, "urem": true}
var castOps = map[string]bool{"bitcast": true, "fpext": true, "fptrunc": true, "zext": true, "sext": true, "trunc": true}
var intFlags = map[string]bool{"nuw": true, "nsw": true, "exact": true, "disjoint": true, "nneg": true}

func (p *parser) fmf(in *Inst) error {
	for {
		t := p.peek()
		if t.kind != tIdent {
			return nil
		}
		switch t.text {
		case "nnan":
			in.FMF |= NNaN
		case "ninf":
			in.FMF |= NInf
		case "nsz":
			in.FMF |= NSZ
		case "fast", "reassoc", "arcp", "contract", "afn":
			return p.errf(t, "unsupported fast-math flag %q (only nnan, ninf and nsz are modelled)", t.text)
		default:
			return nil
		}
		p.i++
	}
}

func (p *parser) inst() (*Inst, error) {
	in := &Inst{Pos: p.peek().pos}
	if t := p.peek(); t.kind == tLocal {
		p.i++
		in.Result = t.text
		if _, err := p.expect("="); err != nil {
			return nil, err
		}
	}
	op := p.next()
	if op.kind != tIdent {
		return nil, p.errf(op, "expected an instruction, found %s", describe(op))
	}
	for op.text == "tail" || op.text == "notail" || op.text == "musttail" {
		op = p.next()
	}
	in.Op, in.Pos = op.text, op.pos
	switch in.Op {
	case "switch", "indirectbr", "unreachable", "invoke", "callbr":
		return nil, p.errf(op, "unsupported instruction %q (br and phi are the control flow modelled)", in.Op)
	}
	noResult := in.Op == "ret" || in.Op == "br" || in.Op == "store"
	if in.Result == "" && !noResult {
		return nil, p.errf(op, "unsupported instruction %q without a result", in.Op)
	}
	if in.Result != "" && noResult {
		return nil, p.errf(op, "%s has no result", in.Op)
	}
	if done, err := p.memInst(in); done || err != nil {
		return in, err
	}
	var err error
	switch {
	case in.Op == "ret":
		if p.is("void") {
			p.next()
			in.Type = Type{Kind: Void}
			return in, nil
		}
		var a Operand
		if a, err = p.typedOperand(); err != nil {
			return nil, err
		}
		in.Type, in.Args = a.Type, []Operand{a}
	case in.Op == "fneg":
		if err = p.fmf(in); err != nil {
			return nil, err
		}
		var a Operand
		if a, err = p.typedOperand(); err != nil {
			return nil, err
		}
		in.Type, in.Args = a.Type, []Operand{a}
	case in.Op == "fcmp" || in.Op == "icmp":
		if in.Op == "fcmp" {
			if err = p.fmf(in); err != nil {
				return nil, err
			}
		}
		pr := p.next()
		if (in.Op == "fcmp" && !fcmpPreds[pr.text]) || (in.Op == "icmp" && !icmpPreds[pr.text]) {
			return nil, p.errf(pr, "unknown %s predicate %s", in.Op, describe(pr))
		}
		in.Pred = pr.text
		if in.Args, err = p.binaryOperands(); err != nil {
			return nil, err
		}
		in.Type = Type{Kind: Int, Bits: 1, Lanes: in.Args[0].Type.Lanes}
	case binOps[in.Op]:
		for p.peek().kind == tIdent && intFlags[p.peek().text] {
			in.IntFlags = append(in.IntFlags, p.next().text)
		}
		if in.Args, err = p.binaryOperands(); err != nil {
			return nil, err
		}
		in.Type = in.Args[0].Type
	case castOps[in.Op]:
		for p.peek().kind == tIdent && intFlags[p.peek().text] {
			in.IntFlags = append(in.IntFlags, p.next().text)
		}
		var a Operand
		if a, err = p.typedOperand(); err != nil {
			return nil, err
		}
		if _, err = p.expect("to"); err != nil {
			return nil, err
		}
		if in.Type, err = p.typ(); err != nil {
			return nil, err
		}
		in.Args = []Operand{a}
	case in.Op == "select":
		if err = p.fmf(in); err != nil {
			return nil, err
		}
		if in.Args, err = p.typedOperands(3); err != nil {
			return nil, err
		}
		in.Type = in.Args[1].Type
	case in.Op == "extractelement" || in.Op == "insertelement":
		n := 2
		if in.Op == "insertelement" {
			n = 3
		}
		if in.Args, err = p.typedOperands(n); err != nil {
			return nil, err
		}
		in.Type = in.Args[0].Type
		if in.Op == "extractelement" {
			in.Type = in.Type.Lane()
		}
	case in.Op == "call":
		if err = p.call(in); err != nil {
			return nil, err
		}
	default:
		return nil, p.errf(op, "unsupported instruction %q", in.Op)
	}
	return in, nil
}

func (p *parser) binaryOperands() ([]Operand, error) {
	a, err := p.typedOperand()
	if err != nil {
		return nil, err
	}
	if _, err := p.expect(","); err != nil {
		return nil, err
	}
	b, err := p.operand(a.Type)
	if err != nil {
		return nil, err
	}
	return []Operand{a, b}, nil
}

var typeStart = map[string]bool{"half": true, "bfloat": true, "float": true, "double": true, "void": true, "ptr": true, "<": true}

func (p *parser) startsType() bool {
	t := p.peek()
	if typeStart[t.text] && (t.kind == tIdent || t.kind == tPunct) {
		return true
	}
	if t.kind == tIdent && len(t.text) > 1 && t.text[0] == 'i' {
		_, err := strconv.Atoi(t.text[1:])
		return err == nil
	}
	return false
}

func (p *parser) call(in *Inst) error {
	if err := p.fmf(in); err != nil {
		return err
	}
	for !p.startsType() {
		t := p.peek()
		if t.kind != tIdent {
			return p.errf(t, "expected the call's return type, found %s", describe(t))
		}
		if err := p.skipAttr(); err != nil {
			return err
		}
	}
	rt, err := p.typ()
	if err != nil {
		return err
	}
	in.Type = rt
	if p.is("asm") {
		if err := p.asmCall(in); err != nil {
			return err
		}
		return p.callArgs(in)
	}
	c := p.next()
	if c.kind != tGlobal {
		return p.errf(c, "unsupported call target %s (only direct calls of intrinsics)", describe(c))
	}
	in.Callee = c.text
	return p.callArgs(in)
}

// callArgs reads a call's parenthesized arguments and trailing attributes.
func (p *parser) callArgs(in *Inst) error {
	if _, err := p.expect("("); err != nil {
		return err
	}
	for !p.is(")") {
		ty, err := p.typ()
		if err != nil {
			return err
		}
		for {
			t := p.peek()
			if t.kind != tIdent || t.text == "true" || t.text == "false" || t.text == "poison" || t.text == "undef" ||
				t.text == "zeroinitializer" || t.text == "splat" {
				break
			}
			if err := p.skipAttr(); err != nil {
				return err
			}
		}
		a, err := p.operand(ty)
		if err != nil {
			return err
		}
		in.Args = append(in.Args, a)
		if p.is(",") {
			p.next()
		} else if !p.is(")") {
			t := p.peek()
			return p.errf(t, "expected \",\" or \")\", found %s", describe(t))
		}
	}
	p.next()
	// Function attributes after the call: #N, words, strings.
	for {
		t := p.peek()
		if t.kind == tAttrID || t.kind == tIdent || t.kind == tString {
			p.i++
			continue
		}
		return nil
	}
}

// typedOperands parses n comma-separated typed operands.
func (p *parser) typedOperands(n int) ([]Operand, error) {
	args := make([]Operand, 0, n)
	for k := 0; k < n; k++ {
		if k > 0 {
			if _, err := p.expect(","); err != nil {
				return nil, err
			}
		}
		a, err := p.typedOperand()
		if err != nil {
			return nil, err
		}
		args = append(args, a)
	}
	return args, nil
}

func (p *parser) typedOperand() (Operand, error) {
	ty, err := p.typ()
	if err != nil {
		return Operand{}, err
	}
	return p.operand(ty)
}

// operand parses a value of type ty.
func (p *parser) operand(ty Type) (Operand, error) {
	t := p.peek()
	o := Operand{Pos: t.pos, Type: ty}
	switch {
	case t.kind == tLocal:
		p.i++
		o.Local = t.text
		return o, nil
	case t.kind == tIdent && t.text == "poison":
		p.i++
		o.Poison = true
		return o, nil
	case t.kind == tIdent && t.text == "undef":
		return o, p.errf(t, "unsupported constant undef")
	case t.kind == tIdent && t.text == "bitcast" && p.toks[p.i+1].text == "(":
		// A constant expression: bitcast (T1 C to T2), as lowerc writes
		// NaN and −0 constants (the bits survive).
		p.i += 2
		c, err := p.typedOperand()
		if err != nil {
			return o, err
		}
		if c.Local != "" || c.Poison {
			return o, &Error{c.Pos, "bitcast constant expression of a non-constant"}
		}
		if _, err := p.expect("to"); err != nil {
			return o, err
		}
		to, err := p.typ()
		if err != nil {
			return o, err
		}
		if _, err := p.expect(")"); err != nil {
			return o, err
		}
		if to != ty || c.Type.TotalBits() != ty.TotalBits() || c.Type.Kind == Ptr || ty.Kind == Ptr {
			return o, p.errf(t, "cannot bitcast %s to %s here (want %s of the same width)", c.Type, to, ty)
		}
		var whole uint64
		for k, x := range c.Const {
			whole |= x << uint(k*c.Type.Bits)
		}
		o.Const = split(ty, whole).bits()
		return o, nil
	case t.kind == tIdent && t.text == "zeroinitializer":
		p.i++
		o.Const = make([]uint64, ty.NumLanes())
		return o, nil
	case t.kind == tIdent && t.text == "splat":
		p.i++
		if ty.Lanes == 0 {
			return o, p.errf(t, "splat of scalar type %s", ty)
		}
		if _, err := p.expect("("); err != nil {
			return o, err
		}
		e, err := p.typedOperand()
		if err != nil {
			return o, err
		}
		if e.Type != ty.Lane() || e.Local != "" || e.Poison {
			return o, p.errf(t, "splat needs a constant of type %s", ty.Lane())
		}
		if _, err := p.expect(")"); err != nil {
			return o, err
		}
		for k := 0; k < ty.Lanes; k++ {
			o.Const = append(o.Const, e.Const[0])
		}
		return o, nil
	case t.kind == tPunct && t.text == "<" && ty.Lanes > 0:
		p.i++
		for k := 0; k < ty.Lanes; k++ {
			if k > 0 {
				if _, err := p.expect(","); err != nil {
					return o, err
				}
			}
			e, err := p.typedOperand()
			if err != nil {
				return o, err
			}
			if e.Type != ty.Lane() || e.Local != "" || e.Poison {
				return o, &Error{e.Pos, fmt.Sprintf("vector constant element must be a constant of type %s", ty.Lane())}
			}
			o.Const = append(o.Const, e.Const[0])
		}
		_, err := p.expect(">")
		return o, err
	case ty.Lanes == 0 && ty.Kind == Int && t.kind == tIdent && (strings.HasPrefix(t.text, "u0x") || strings.HasPrefix(t.text, "s0x")):
		// Hexadecimal integers (LangRef "Simple Constants"): the bits.
		p.i++
		n, ok := new(big.Int).SetString(t.text[3:], 16)
		if !ok || n.BitLen() > ty.Bits {
			return o, p.errf(t, "invalid %s constant %s", ty, t.text)
		}
		o.Const = []uint64{n.Uint64()}
		return o, nil
	case ty.Lanes == 0 && (t.kind == tNumber || t.kind == tIdent && (t.text == "true" || t.text == "false")):
		p.i++
		v, err := scalarConst(ty, t.text)
		if err != nil {
			return o, p.errf(t, "%v", err)
		}
		o.Const = []uint64{v}
		return o, nil
	}
	return o, p.errf(t, "unsupported operand %s of type %s", describe(t), ty)
}

// scalarConst reads an integer or floating-point literal of type ty in the
// LLVM 19 syntax: decimal, 0x + 16 hex digits (the value as a double, for
// every floating type), 0xH (half bits), 0xR (bfloat bits).
func scalarConst(ty Type, s string) (uint64, error) {
	if ty.Kind == Int {
		switch s {
		case "true":
			if ty.Bits != 1 {
				return 0, fmt.Errorf("true is an i1 constant, not %s", ty)
			}
			return 1, nil
		case "false":
			if ty.Bits != 1 {
				return 0, fmt.Errorf("false is an i1 constant, not %s", ty)
			}
			return 0, nil
		}
		n, ok := new(big.Int).SetString(s, 0)
		if !ok || strings.HasPrefix(strings.TrimPrefix(s, "-"), "0") && s != "0" && s != "-0" {
			return 0, fmt.Errorf("invalid integer constant %q", s)
		}
		lim := new(big.Int).Lsh(big.NewInt(1), uint(ty.Bits))
		if n.Cmp(lim) >= 0 || n.Cmp(new(big.Int).Neg(lim)) < 0 {
			return 0, fmt.Errorf("integer constant %s does not fit %s", s, ty)
		}
		if n.Sign() < 0 {
			n.Add(n, lim)
		}
		return n.Uint64() & ty.laneMask(), nil
	}
	if !ty.IsFloat() {
		return 0, fmt.Errorf("no constants of type %s", ty)
	}
	switch {
	case strings.HasPrefix(s, "0xH") || strings.HasPrefix(s, "0xR"):
		if (s[2] == 'H') != (ty.Kind == Half) || ty.Kind != Half && ty.Kind != BFloat || len(s) != 7 {
			return 0, fmt.Errorf("constant %s is not a %s literal", s, ty)
		}
		v, err := strconv.ParseUint(s[3:], 16, 16)
		if err != nil {
			return 0, fmt.Errorf("invalid constant %q", s)
		}
		return v, nil
	case strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X"):
		if len(s) != 18 {
			return 0, fmt.Errorf("unsupported floating-point constant %q (want 0x and 16 hex digits)", s)
		}
		d, err := strconv.ParseUint(s[2:], 16, 64)
		if err != nil {
			return 0, fmt.Errorf("invalid constant %q", s)
		}
		return fromDoubleExact(ty, d)
	}
	x, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsInf(x, 0) {
		return 0, fmt.Errorf("invalid floating-point constant %q", s)
	}
	return fromDoubleExact(ty, math.Float64bits(x))
}

// fromDoubleExact converts a double constant to type ty; LLVM requires the
// value to be exact. A NaN keeps its sign and the top bits of its payload.
func fromDoubleExact(ty Type, d uint64) (uint64, error) {
	f := fmtFor(ty)
	if fmtDouble.isNaN(d) {
		return f.narrowNaN(fmtDouble, d), nil
	}
	v := f.fromFloat64(math.Float64frombits(d))
	if math.Float64bits(f.toFloat64(v)) != d {
		return 0, fmt.Errorf("constant %#016x is not exactly representable as %s", d, ty)
	}
	return v, nil
}
