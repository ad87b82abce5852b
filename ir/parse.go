package ir

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/lowerc/lowerc/internal/diag"
)

// MaxExtent bounds every extent and launch dimension, and MaxElems the number
// of elements of one tensor, so that sizes and offsets stay far from overflow.
const (
	MaxExtent = 1 << 30
	MaxElems  = 1 << 40
)

// Parse reads a .tile file. It returns the module and every syntax and name
// error, sorted by position; the module is nil only when nothing could be read.
// Warnings (a literal that overflows its type) do not make an error; use
// ParseFile to get them.
func Parse(file string, src []byte) (*Module, error) {
	m, l := ParseFile(file, src)
	return m, l.Err()
}

// ParseFile is Parse returning every diagnostic, warnings included, sorted
// by position. When the list has errors, the module holds what could be
// read (statements with errors left out), so that the verifier can still
// report the file's other problems.
func ParseFile(file string, src []byte) (*Module, ErrorList) {
	p := &parser{file: file, lexErrLines: map[int]bool{}}
	p.toks = lex(file, src, &p.errs)
	for _, e := range p.errs {
		p.lexErrLines[e.Pos.Line] = true
	}
	m := p.parseModule()
	p.errs.Sort()
	return m, p.errs
}

type parser struct {
	file string
	toks []token
	i    int
	errs ErrorList
	// names of the kernel being parsed
	scope map[string]*Tensor
	// lines with lexical errors
	lexErrLines map[int]bool
}

// bail is panicked to abandon a statement after a syntax error; it never
// leaves the parser.
type bail struct{}

func (p *parser) tok() *token  { return &p.toks[p.i] }
func (p *parser) next() *token { t := &p.toks[p.i]; p.i = min(p.i+1, len(p.toks)-1); return t }

func (p *parser) fail(pos Pos, format string, args ...any) {
	p.failRule(pos, "", format, args...)
}

func (p *parser) failRule(pos Pos, rule, format string, args ...any) {
	p.errs.Add(pos, rule, format, args...)
	panic(bail{})
}

// RuleScalarInput is the verifier rule (see package verify) that the parser
// applies itself, since a scalar in a memory or destination position has no
// place in the IR: scalar expressions stand only for single-register read
// inputs.
const RuleScalarInput = "scalar-input"

// parseMemRef reads a tensor operand of load or store; a scalar there breaks
// rule scalar-input.
func (p *parser) parseMemRef(what string) *Ref {
	t := p.tok()
	if t.kind == tIdent && ParseElemType(t.text) != Invalid {
		p.parseOperand()
		p.failRule(t.pos, RuleScalarInput, "a scalar cannot be %s; scalars stand only for single-register read inputs of mov, min, max and apply", what)
	}
	return p.parseRef()
}

func (p *parser) isPunct(s string) bool {
	t := p.tok()
	return t.kind == tPunct && t.text == s
}

func (p *parser) isIdent(s string) bool {
	t := p.tok()
	return t.kind == tIdent && t.text == s
}

func (p *parser) expectPunct(s, what string) *token {
	if !p.isPunct(s) {
		t := p.tok()
		p.fail(t.pos, "expected %q %s, found %s", s, what, t.describe())
	}
	return p.next()
}

func (p *parser) expectIdent(s string) *token {
	if !p.isIdent(s) {
		t := p.tok()
		p.fail(t.pos, "expected %q, found %s", s, t.describe())
	}
	return p.next()
}

// skipLine skips the rest of a failed statement: the tokens of its line
// (with any braces they open), stopping before an unmatched "}".
func (p *parser) skipLine(start, line int) {
	depth := 0
	for _, t := range p.toks[start:p.i] {
		if t.kind == tPunct && t.text == "{" {
			depth++
		} else if t.kind == tPunct && t.text == "}" && depth > 0 {
			depth--
		}
	}
	for {
		t := p.tok()
		if t.kind == tEOF || (depth == 0 && t.pos.Line > line) {
			return
		}
		if t.kind == tPunct && t.text == "{" {
			depth++
		}
		if t.kind == tPunct && t.text == "}" {
			if depth == 0 {
				return
			}
			depth--
		}
		p.next()
	}
}

func (p *parser) parseModule() *Module {
	m := &Module{File: p.file}
	for p.tok().kind != tEOF {
		start := p.i
		k := p.parseKernelSafe()
		if k != nil {
			m.Kernels = append(m.Kernels, k)
		}
		if p.i == start { // no progress: skip a token
			p.next()
		}
	}
	m.Tail = p.tok().lead
	return m
}

func (p *parser) parseKernelSafe() (k *Kernel) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bail); !ok {
				panic(r)
			}
			// Skip to the next "kernel" keyword at the start of a line.
			for t := p.tok(); t.kind != tEOF && !(t.kind == tIdent && t.text == "kernel" && t.pos.Col == 1); t = p.tok() {
				p.next()
			}
			k = nil
		}
	}()
	return p.parseKernel()
}

func (p *parser) parseKernel() *Kernel {
	kw, kwIdx := p.tok(), p.i
	if !p.isIdent("kernel") {
		p.fail(kw.pos, "expected \"kernel\", found %s", kw.describe())
	}
	p.next()
	k := &Kernel{Pos: kw.pos, Doc: kw.lead}
	nameTok := p.next()
	if nameTok.kind != tGlobal {
		p.fail(nameTok.pos, "expected the kernel's name (@name), found %s", nameTok.describe())
	}
	k.Name = nameTok.text
	p.scope = map[string]*Tensor{}
	p.expectPunct("(", "to open the parameter list")
	for !p.isPunct(")") {
		if len(k.Params) > 0 {
			p.expectPunct(",", "between parameters")
		}
		k.Params = append(k.Params, p.parseParam())
	}
	p.next()
	k.Grid = p.parseDims("grid")
	k.Block = p.parseDims("block")
	open := p.expectPunct("{", "to open the kernel body")
	// Comments inside the header move before it; the one after "{" is the
	// header's trailing comment.
	for j := kwIdx; j < p.i-1; j++ {
		if j > kwIdx {
			k.Doc = append(k.Doc, p.toks[j].lead...)
		}
		if p.toks[j].hasTr {
			k.Doc = append(k.Doc, docLine(p.toks[j].trail))
		}
	}
	k.Doc = append(k.Doc, open.lead...)
	if open.hasTr {
		k.Trailing = open.trail
	}
	for !p.isPunct("}") {
		t := p.tok()
		if t.kind == tEOF {
			p.fail(t.pos, "kernel @%s is not closed: expected \"}\"", k.Name)
		}
		if op := p.parseStmtSafe(); op != nil {
			k.Body = append(k.Body, op)
		}
	}
	end := p.next()
	k.EndDoc = end.lead
	if end.hasTr {
		k.EndTrailing = end.trail
	}
	return k
}

func (p *parser) parseParam() *Tensor {
	t := p.next()
	if t.kind != tLocal {
		p.fail(t.pos, "expected a parameter (%%name), found %s", t.describe())
	}
	p.expectPunct(":", "after the parameter's name")
	ten := &Tensor{Pos: t.pos, Name: t.text}
	switch {
	case p.isIdent("global"):
		p.next()
		ten.Space = Global
		ten.Type = p.parseType()
		if ten.Type == Pred {
			p.fail(t.pos, "a global tensor cannot hold pred; pass a pred parameter (%%%s: pred)", t.text)
		}
		ten.Shape = p.parseShape()
		if p.isIdent("layout") {
			p.next()
			ten.Layout = p.parseList("[", "]", "stride", 0)
		}
	case p.isIdent("pred"):
		p.next()
		ten.Space, ten.Type = Param, Pred
	default:
		b := p.tok()
		p.fail(b.pos, "expected \"global\" or \"pred\" after %%%s:, found %s", t.text, b.describe())
	}
	p.declare(ten)
	return ten
}

func (p *parser) declare(t *Tensor) {
	if old, ok := p.scope[t.Name]; ok {
		p.fail(t.Pos, "%%%s redeclared (first declared at %s)", t.Name, old.Pos)
	}
	p.scope[t.Name] = t
}

func (p *parser) parseType() ElemType {
	t := p.tok()
	if t.kind != tIdent {
		p.fail(t.pos, "expected an element type, found %s", t.describe())
	}
	et := ParseElemType(t.text)
	if et == Invalid {
		p.fail(t.pos, "unknown element type %q%s (want one of %s)", t.text, diag.DidYouMean(t.text, typeNames), strings.Join(typeNames, ", "))
	}
	p.next()
	return et
}

// MaxAxes bounds the rank of a tensor.
const MaxAxes = 8

func (p *parser) parseShape() []int {
	t := p.tok()
	xs := p.parseList("[", "]", "extent", 1)
	if len(xs) > MaxAxes {
		p.fail(t.pos, "shape has %d axes; at most %d", len(xs), MaxAxes)
	}
	n := int64(1)
	for _, x := range xs {
		n *= int64(x)
		if n > MaxElems {
			p.fail(t.pos, "shape has more than %d elements", int64(MaxElems))
		}
	}
	return xs
}

// parseList reads open int {, int} close with each int >= lo.
func (p *parser) parseList(open, close, what string, lo int) []int {
	p.expectPunct(open, "to open the "+what+" list")
	var xs []int
	for {
		t := p.next()
		if t.kind != tNumber {
			p.fail(t.pos, "expected an %s (a decimal integer), found %s", what, t.describe())
		}
		v, err := strconv.ParseInt(t.text, 10, 64)
		if err != nil || v < int64(lo) || v > MaxExtent {
			p.fail(t.pos, "%s %s out of range [%d, %d]", what, t.text, lo, MaxExtent)
		}
		xs = append(xs, int(v))
		if p.isPunct(close) {
			p.next()
			return xs
		}
		p.expectPunct(",", "or \""+close+"\" in the "+what+" list")
	}
}

func (p *parser) parseDims(kw string) [3]int {
	t := p.tok()
	p.expectIdent(kw)
	xs := p.parseList("(", ")", kw+" dimension", 1)
	if len(xs) > 3 {
		p.fail(t.pos, "%s has %d dimensions; at most 3 (x, y, z)", kw, len(xs))
	}
	d := [3]int{1, 1, 1}
	copy(d[:], xs)
	return d
}

func (p *parser) parseStmtSafe() (op Op) {
	first, start := p.tok(), p.i
	nerrs := len(p.errs)
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bail); !ok {
				panic(r)
			}
			// A statement whose line has a lexical error reports only that.
			if p.lexErrLines[first.pos.Line] {
				p.errs = p.errs[:nerrs]
			}
			p.skipLine(start, p.tok().pos.Line-boolInt(p.tok().pos.Line > first.pos.Line))
			op = nil
		}
	}()
	op = p.parseStmt()
	// Everything after the op on its line is an error.
	if t := p.tok(); t.kind != tEOF && t.pos.Line == p.toks[p.i-1].pos.Line && !(t.kind == tPunct && t.text == "}") {
		p.fail(t.pos, "unexpected %s after the statement; one statement per line", t.describe())
	}
	return op
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (p *parser) parseStmt() Op {
	first := p.tok()
	st := Stmt{Pos: first.pos, Doc: first.lead, Blank: first.blank}
	startIdx := p.i
	var op Op
	switch {
	case first.kind == tIdent && first.text == "store":
		p.next()
		o := &Store{Stmt: st}
		o.Dst = p.parseMemRef("the destination of store")
		p.expectPunct(",", "between store's destination and source")
		o.Src = p.parseMemRef("the source of store (store a mov'd local tensor instead)")
		op = o
	case first.kind == tLocal:
		p.next()
		p.expectPunct("=", "after the destination")
		kw := p.tok()
		if kw.kind != tIdent {
			p.fail(kw.pos, "expected an op (alloc.local, load, mov, min, max, apply), found %s", kw.describe())
		}
		p.next()
		dstPos := first.pos
		if kw.text == "alloc.local" {
			t := &Tensor{Pos: first.pos, Name: first.text, Space: Local}
			t.Type = p.parseType()
			t.Shape = p.parseShape()
			if p.isIdent("layout") {
				p.next()
				t.Layout = p.parseList("[", "]", "stride", 0)
			}
			a := &Alloc{Stmt: st, Tensor: t}
			p.parseAttrs(a, &a.Stmt)
			t.Scope = a.Attrs.Scope
			p.declare(t)
			op = a
			break
		}
		switch kw.text {
		case "load", "mov", "min", "max", "apply":
		default:
			p.fail(kw.pos, "unknown op %q%s (want alloc.local, load, mov, min, max or apply; store is written \"store %%Out, %%a\")",
				kw.text, diag.DidYouMean(kw.text, opNames))
		}
		dst := p.resolve(&Ref{Pos: dstPos, Name: first.text})
		switch kw.text {
		case "load":
			op = &Load{Stmt: st, Dst: dst, Src: p.parseMemRef("the source of load (use mov to fill registers with a scalar)")}
		case "mov":
			op = &Mov{Stmt: st, Dst: dst, Src: p.parseOperand()}
		case "min", "max":
			o := &MinMax{Stmt: st, Dst: dst, Kind: Min}
			if kw.text == "max" {
				o.Kind = Max
			}
			o.Srcs = p.parseOperands()
			if len(o.Srcs) < 2 || len(o.Srcs) > 3 {
				p.fail(kw.pos, "%s takes two or three inputs, not %d", kw.text, len(o.Srcs))
			}
			op = o
		case "apply":
			o := &Apply{Stmt: st, Dst: dst}
			t := p.next()
			if t.kind != tIdent || (t.text != "ptx" && t.text != "amdgcn") {
				p.fail(t.pos, "expected the atom's target (ptx or amdgcn), found %s", t.describe())
			}
			o.Target = t.text
			s := p.next()
			if s.kind != tString {
				p.fail(s.pos, "expected the %s opcode as a string (\"max.f32\"), found %s", o.Target, s.describe())
			}
			if s.text == "" {
				p.fail(s.pos, "empty opcode")
			}
			o.Opcode, o.OpcodePos = s.text, s.pos
			o.Srcs = p.parseOperands()
			op = o
		}
	case first.kind == tIdent && ParseElemType(first.text) != Invalid:
		p.failRule(first.pos, RuleScalarInput, "a scalar expression cannot be a destination; write to a local tensor (%%a = ...)")
	default:
		p.fail(first.pos, "expected a statement (\"%%a = ...\" or \"store ...\"), found %s", first.describe())
	}
	if _, isAlloc := op.(*Alloc); !isAlloc {
		p.parseAttrs(op, op.Base())
	}
	// Comments inside the statement move before it; the last token's trailing
	// comment is the statement's.
	b := op.Base()
	for j := startIdx + 1; j < p.i; j++ {
		b.Doc = append(b.Doc, p.toks[j].lead...)
	}
	for j := startIdx; j < p.i; j++ {
		if t := &p.toks[j]; t.hasTr {
			if j == p.i-1 {
				b.Trailing = t.trail
			} else {
				b.Doc = append(b.Doc, docLine(t.trail))
			}
		}
	}
	return op
}

func (p *parser) resolve(r *Ref) *Ref {
	t, ok := p.scope[r.Name]
	if !ok {
		p.fail(r.Pos, "undefined tensor %%%s (declare it as a parameter or with alloc.local)", r.Name)
	}
	if t.Space == Param {
		p.fail(r.Pos, "%%%s is a pred parameter; it can only guard an op ({pred = %%%s})", r.Name, r.Name)
	}
	r.Tensor = t
	return r
}

func (p *parser) parseRef() *Ref {
	t := p.next()
	if t.kind != tLocal {
		p.fail(t.pos, "expected a tensor (%%name), found %s", t.describe())
	}
	return p.resolve(&Ref{Pos: t.pos, Name: t.text})
}

func (p *parser) parseOperands() []Operand {
	ops := []Operand{p.parseOperand()}
	for {
		if p.isPunct(",") {
			p.next()
			ops = append(ops, p.parseOperand())
			continue
		}
		// Another operand on the line without a comma: "max %a %b".
		if t := p.tok(); t.pos.Line == p.toks[p.i-1].pos.Line && (t.kind == tLocal || t.kind == tIdent && ParseElemType(t.text) != Invalid) {
			p.fail(t.pos, "expected ',' between operands, found %s", t.describe())
		}
		return ops
	}
}

func (p *parser) parseOperand() Operand {
	t := p.tok()
	if t.kind == tLocal {
		return p.parseRef()
	}
	if t.kind != tIdent {
		p.fail(t.pos, "expected an operand (%%name or a typed scalar such as f32 0.0), found %s", t.describe())
	}
	typ := p.parseType()
	if typ == Pred {
		p.fail(t.pos, "pred has no literals")
	}
	lit := p.tok()
	litPos := lit.pos
	text := ""
	if lit.kind == tPunct && lit.text == "-" {
		p.next()
		n := p.tok()
		if n.pos.Line != lit.pos.Line || n.pos.Col != lit.pos.Col+1 {
			p.fail(lit.pos, "expected a number right after \"-\"")
		}
		text = "-"
		lit = n
	}
	if lit.kind != tNumber && lit.kind != tIdent {
		p.fail(lit.pos, "expected a %s literal after the type, found %s", typ, lit.describe())
	}
	p.next()
	text += lit.text
	bits, hex, err := ParseLiteral(typ, text)
	if err != nil {
		p.fail(lit.pos, "%v", err)
	}
	sc := &Scalar{Pos: t.pos, Type: typ, Bits: bits, Hex: hex}
	if msg := literalRange(typ, text, bits, hex); msg != "" {
		p.errs.Warn(litPos, "", "%s literal %s %s; it became %s", typ, text, msg, FormatOperand(sc))
	}
	return sc
}

// The names of ops and attributes, for did-you-mean hints.
var (
	opNames   = []string{"alloc.local", "load", "mov", "min", "max", "apply", "store"}
	attrNames = []string{"nan", "nsz", "ftz", "scope", "pred", "preserve_dst"}
	typeNames = []string{"f16", "bf16", "f32", "f64", "s16", "u16", "s32", "u32", "s64", "u64", "f16x2", "bf16x2", "f32x2", "s16x2", "u16x2", "b16", "b32", "b64", "pred"}
)

// literalRange says how a decimal float literal did not fit its type:
// "overflows" (a finite number that became an infinity) or "underflows" (a
// nonzero number that became zero), as clang warns; "" when it fits.
func literalRange(t ElemType, text string, bits uint64, hex bool) string {
	if hex || !t.IsFloat() || t.IsPacked() {
		return ""
	}
	mag := strings.TrimPrefix(text, "-")
	if mag == "inf" || mag == "nan" {
		return ""
	}
	w := uint(t.Bits())
	abs := bits &^ (1 << (w - 1))
	if abs == infBits(t) {
		return "overflows " + t.String()
	}
	mant, _, _ := strings.Cut(strings.ToLower(mag), "e")
	if abs == 0 && strings.ContainsAny(mant, "123456789") {
		return "underflows " + t.String()
	}
	return ""
}

// parseAttrs reads an optional "{ attr, ... }" block.
func (p *parser) parseAttrs(op Op, st *Stmt) {
	if !p.isPunct("{") {
		return
	}
	p.next()
	seen := map[string]bool{}
	mm, _ := op.(*MinMax)
	_, isAlloc := op.(*Alloc)
	for !p.isPunct("}") {
		if len(seen) > 0 {
			p.expectPunct(",", "between attributes")
		}
		t := p.next()
		if t.kind != tIdent {
			p.fail(t.pos, "expected an attribute, found %s", t.describe())
		}
		if seen[t.text] {
			p.fail(t.pos, "attribute %s given twice", t.text)
		}
		seen[t.text] = true
		allowed := func(ok bool, which string) {
			if !ok {
				p.fail(t.pos, "attribute %s is not allowed on %s (only on %s)", t.text, op.Name(), which)
			}
		}
		switch t.text {
		case "nan":
			allowed(mm != nil, "min and max")
			p.expectPunct("=", "after nan")
			v := p.next()
			found := false
			for pol := Number; pol < numNaNPolicies; pol++ {
				if v.kind == tIdent && v.text == pol.String() {
					mm.NaN, found = pol, true
				}
			}
			if !found {
				p.fail(v.pos, "unknown NaN policy %s (want number, propagate, ieee2008 or nnan)", v.describe())
			}
		case "nsz":
			allowed(mm != nil, "min and max")
			mm.NSZ = true
		case "ftz":
			allowed(mm != nil, "min and max")
			mm.FTZ = true
		case "scope":
			p.expectPunct("=", "after scope")
			v := p.next()
			found := false
			for s := Thread; s < numScopes; s++ {
				if v.kind == tIdent && v.text == s.String() {
					st.Attrs.Scope, found = s, true
				}
			}
			if !found {
				p.fail(v.pos, "unknown scope %s (want thread, warp, warpgroup, cta or grid)", v.describe())
			}
		case "pred":
			allowed(!isAlloc, "ops other than alloc.local")
			p.expectPunct("=", "after pred")
			pr := &PredRef{Pos: p.tok().pos}
			if p.isPunct("!") {
				p.next()
				pr.Negate = true
			}
			n := p.next()
			if n.kind != tLocal {
				p.fail(n.pos, "expected a pred parameter (%%p or !%%p), found %s", n.describe())
			}
			pr.Name = n.text
			pt, ok := p.scope[n.text]
			if !ok {
				p.fail(n.pos, "undefined pred %%%s (declare it as a parameter: %%%s: pred)", n.text, n.text)
			}
			pr.Param = pt
			st.Attrs.Pred = pr
		case "preserve_dst":
			allowed(!isAlloc, "ops other than alloc.local")
			st.Attrs.PreserveDst = true
		default:
			p.fail(t.pos, "unknown attribute %q%s (want nan, nsz, ftz, scope, pred or preserve_dst)", t.text, diag.DidYouMean(t.text, attrNames))
		}
	}
	p.next()
}

// String renders the token stream position for debugging.
func (t token) String() string { return fmt.Sprintf("%s %s", t.pos, t.describe()) }

// docLine turns a trailing comment that moves before its statement into a
// comment line: the marker " " of an empty trailing comment becomes "".
func docLine(trail string) string { return strings.TrimRight(trail, " ") }
