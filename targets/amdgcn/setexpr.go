package amdgcn

import (
	"strconv"
	"strings"
)

// The .set directive (issue 13): "NAME, EXPR" assigns a symbol, as llc-22
// writes the resource usage of each function (".set f.num_vgpr, 3",
// ".set k.num_vgpr, max(32, f.num_vgpr)"). llvm-mc folds an expression
// whose symbols are all absolute when it reads it, and its listing prints
// the folded value as a signed 64-bit decimal (docs/reference/amdgpu.md
// §7.8). The grammar and the arithmetic are llvm-mc's, observed with
// llvm-mc-19 and llvm-mc-22 (TestSetOracle):
//
//   - operands: decimal, 0x hex, 0b binary and 0-prefixed octal integers
//     (wrapping to 64 bits; more than 64 bits is an error), symbols set
//     earlier, parentheses, unary - + ~ ! (! is 0 or 1), and the AMDGPU
//     functions max(…) (signed) and or(…) (bitwise), alignto(v, a) and
//     totalnumvgprs(agprs, vgprs);
//   - binary operators, loosest first: ||; &&; == != <> < <= > >= (true is
//     -1); + -; | ^ & and ! (a | ~b); * / % << >> (shift amounts taken
//     mod 64, >> logical); each level left-associative; || and && give 1
//     or 0.
//
// What llvm-mc would not fold (a symbol not set before the line, inside an
// expression; a division by zero) or folds by rules not modelled here
// (extrasgprs, occupancy, negative operands of alignto/totalnumvgprs) is a
// positioned error naming it. A bare undefined symbol (".set a, b") is an
// alias llvm-mc prints as written.

// setSym is a symbol assigned by .set: an absolute value, or (alias != "")
// another symbol not defined when it was set.
type setSym struct {
	val   int64
	alias string
}

// setDirective reads the operands of ".set" (l[i:], i the 0-based index
// after the directive name and blanks) and returns the text llvm-mc's
// listing prints after ".set " ("name, value"); ok is false after an
// error (reported on p).
func (p *lineParser) setDirective(ds *dirState, l []byte, i int) (string, bool) {
	e := setParser{p: p, s: l, i: i, end: p.stmtEnd}
	e.space()
	name := e.ident()
	if name == "" {
		p.errAt(e.colAt(e.i), "expected identifier")
		return "", false
	}
	e.space()
	if e.i >= len(l) || l[e.i] != ',' {
		p.errAt(e.colAt(e.i), "expected comma")
		return "", false
	}
	e.i++
	e.space()
	start := e.i
	// a bare symbol not set before: an alias, printed as written
	if id := e.ident(); id != "" && !isSetFunc(id, l, e.i) {
		e.space()
		if _, known := ds.syms[id]; !known && e.i == len(l) {
			ds.setSym(name, setSym{alias: id})
			return name + ", " + id, true
		}
	}
	e.i = start
	v, ok := e.expr(1)
	if !ok {
		if e.failCol != 0 {
			p.addErr(e.failCol, "missing expression")
		}
		return "", false
	}
	e.space()
	if e.i < len(l) {
		p.errAt(e.i+1, "expected newline")
		return "", false
	}
	ds.setSym(name, setSym{val: v})
	return name + ", " + strconv.FormatInt(v, 10), true
}

func (ds *dirState) setSym(name string, s setSym) {
	if ds.syms == nil {
		ds.syms = map[string]setSym{}
	}
	ds.syms[name] = s
}

// setFuncs are the functions of AMDGPU expressions llvm-mc knows; those
// marked false are refused as not modelled.
var setFuncs = map[string]bool{"max": true, "or": true, "alignto": true, "totalnumvgprs": true, "extrasgprs": false, "occupancy": false}

// isSetFunc reports whether id (ending at l[j]) is a function name followed
// by '(' (after blanks).
func isSetFunc(id string, l []byte, j int) bool {
	if _, ok := setFuncs[id]; !ok {
		return false
	}
	for j < len(l) && (l[j] == ' ' || l[j] == '\t') {
		j++
	}
	return j < len(l) && l[j] == '('
}

// setParser is the state of one .set expression.
type setParser struct {
	p *lineParser
	s []byte
	i int
	// end is the statement's end before blanks and a comment were cut
	// (lineParser.stmtEnd); failCol is the column of a syntax error that
	// llvm-mc follows with "missing expression" (0: none)
	end     int
	failCol int
}

// colAt is the column of position i of the statement: at its end, the
// column after any trailing blanks, where llvm-mc's end-of-statement
// token is.
func (e *setParser) colAt(i int) int {
	if i >= len(e.s) {
		return max(e.end, len(e.s)) + 1
	}
	return i + 1
}

func (e *setParser) space() {
	for e.i < len(e.s) && (e.s[e.i] == ' ' || e.s[e.i] == '\t') {
		e.i++
	}
}

func setIdentStart(c byte) bool {
	return c == '_' || c == '.' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

func setIdentByte(c byte) bool { return setIdentStart(c) || c >= '0' && c <= '9' || c == '@' }

// ident reads a symbol name ("" if there is none at e.i).
func (e *setParser) ident() string {
	j := e.i
	if j >= len(e.s) || !setIdentStart(e.s[j]) {
		return ""
	}
	for j < len(e.s) && setIdentByte(e.s[j]) {
		j++
	}
	id := string(e.s[e.i:j])
	e.i = j
	return id
}

// fail reports a syntax error at column col (1-based) and returns false;
// llvm-mc-19 follows each but "missing expression" itself with a
// "missing expression" line at the same column (setDirective adds it).
func (e *setParser) fail(col int, format string, args ...any) (int64, bool) {
	e.p.errAt(col, format, args...)
	if format != "missing expression" {
		e.failCol = col
	}
	return 0, false
}

// unsupported reports what llvm-mc accepts but leaves unfolded, or what
// lowerc does not fold: one line, no "missing expression".
func (e *setParser) unsupported(col int, format string, args ...any) (int64, bool) {
	e.p.errAt(col, format, args...)
	return 0, false
}

// binOp returns the operator at e.i, its length and its precedence (0:
// none).
func (e *setParser) binOp() (string, int, int) {
	if e.i >= len(e.s) {
		return "", 0, 0
	}
	two := ""
	if e.i+1 < len(e.s) {
		two = string(e.s[e.i : e.i+2])
	}
	switch two {
	case "||":
		return two, 2, 1
	case "&&":
		return two, 2, 2
	case "==", "!=", "<>", "<=", ">=":
		return two, 2, 3
	case "<<", ">>":
		return two, 2, 6
	}
	switch c := e.s[e.i]; c {
	case '<', '>':
		return string(c), 1, 3
	case '+', '-':
		return string(c), 1, 4
	case '|', '^', '&', '!':
		return string(c), 1, 5
	case '*', '/', '%':
		return string(c), 1, 6
	}
	return "", 0, 0
}

// expr reads operands joined by operators of precedence prec or higher.
func (e *setParser) expr(prec int) (int64, bool) {
	lhs, ok := e.unary()
	if !ok {
		return 0, false
	}
	for {
		e.space()
		op, n, pr := e.binOp()
		if pr < prec {
			return lhs, true
		}
		col := e.i + 1
		e.i += n
		rhs, ok := e.expr(pr + 1)
		if !ok {
			return 0, false
		}
		if lhs, ok = e.apply(op, lhs, rhs, col); !ok {
			return 0, false
		}
	}
}

func b2v(b bool, t int64) int64 {
	if b {
		return t
	}
	return 0
}

// apply folds lhs op rhs as llvm-mc does (col: the operator's column).
func (e *setParser) apply(op string, a, b int64, col int) (int64, bool) {
	switch op {
	case "||":
		return b2v(a != 0 || b != 0, 1), true
	case "&&":
		return b2v(a != 0 && b != 0, 1), true
	case "==":
		return b2v(a == b, -1), true
	case "!=", "<>":
		return b2v(a != b, -1), true
	case "<":
		return b2v(a < b, -1), true
	case "<=":
		return b2v(a <= b, -1), true
	case ">":
		return b2v(a > b, -1), true
	case ">=":
		return b2v(a >= b, -1), true
	case "+":
		return a + b, true
	case "-":
		return a - b, true
	case "|":
		return a | b, true
	case "^":
		return a ^ b, true
	case "&":
		return a & b, true
	case "!":
		return a | ^b, true
	case "*":
		return a * b, true
	case "<<":
		return int64(uint64(a) << (uint64(b) & 63)), true
	case ">>":
		return int64(uint64(a) >> (uint64(b) & 63)), true
	}
	// '/' and '%'
	if b == 0 || a == -1<<63 && b == -1 {
		return e.unsupported(col, "a division by zero or overflowing division in a .set expression is not supported (llvm-mc leaves it unfolded)")
	}
	if op == "/" {
		return a / b, true
	}
	return a % b, true
}

// unary reads a unary operator or an operand.
func (e *setParser) unary() (int64, bool) {
	e.space()
	if e.i < len(e.s) {
		switch e.s[e.i] {
		case '-', '+', '~', '!':
			c := e.s[e.i]
			e.i++
			v, ok := e.unary()
			if !ok {
				return 0, false
			}
			switch c {
			case '-':
				return -v, true
			case '~':
				return ^v, true
			case '!':
				return b2v(v == 0, 1), true
			}
			return v, true
		}
	}
	return e.primary()
}

// primary reads an integer, a symbol, a function call or a parenthesized
// expression.
func (e *setParser) primary() (int64, bool) {
	col := e.colAt(e.i)
	if e.i >= len(e.s) {
		return e.fail(col, "unknown token in expression")
	}
	c := e.s[e.i]
	switch {
	case c == '(':
		e.i++
		v, ok := e.expr(1)
		if !ok {
			return 0, false
		}
		e.space()
		if e.i >= len(e.s) || e.s[e.i] != ')' {
			return e.fail(e.colAt(e.i), "expected ')'")
		}
		e.i++
		return v, true
	case c >= '0' && c <= '9':
		return e.number()
	case setIdentStart(c):
		id := e.ident()
		if isSetFunc(id, e.s, e.i) {
			return e.call(id, col)
		}
		s, known := e.p.ds.syms[id]
		if !known || s.alias != "" {
			return e.unsupported(col, "symbol %s is not set before this line: a .set expression with a symbol llvm-mc cannot fold is not supported", id)
		}
		return s.val, true
	}
	return e.fail(col, "unknown token in expression")
}

// number reads an integer literal.
func (e *setParser) number() (int64, bool) {
	col := e.i + 1
	j := e.i
	for j < len(e.s) && (setIdentByte(e.s[j]) && e.s[j] != '.' && e.s[j] != '$' && e.s[j] != '@') {
		j++
	}
	tok := string(e.s[e.i:j])
	digits, base := tok, 10
	switch {
	case strings.HasPrefix(tok, "0x") || strings.HasPrefix(tok, "0X"):
		digits, base = tok[2:], 16
	case strings.HasPrefix(tok, "0b") || strings.HasPrefix(tok, "0B"):
		digits, base = tok[2:], 2
	case len(tok) > 1 && tok[0] == '0':
		digits, base = tok[1:], 8
	}
	if digits == "" {
		return e.fail(col, "missing expression")
	}
	v, err := strconv.ParseUint(digits, base, 64)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
			return e.fail(col, "literal value out of range for directive")
		}
		return e.fail(col, "missing expression")
	}
	e.i = j
	return int64(v), true
}

// call reads the arguments of an AMDGPU expression function (e.i at the
// blanks before '(') and folds it.
func (e *setParser) call(name string, col int) (int64, bool) {
	if !setFuncs[name] {
		return e.unsupported(col, "%s() in a .set expression is not supported", name)
	}
	e.space()
	e.i++ // '('
	var args []int64
	for {
		e.space()
		if e.i < len(e.s) && e.s[e.i] == ')' {
			// (llvm-mc reports these after the ')')
			if len(args) == 0 {
				return e.fail(e.i+2, "empty %s expression", name)
			}
			return e.fail(e.i+2, "mismatch of commas in %s expression", name)
		}
		v, ok := e.expr(1)
		if !ok {
			return 0, false
		}
		args = append(args, v)
		e.space()
		if e.i < len(e.s) && e.s[e.i] == ',' {
			e.i++
			continue
		}
		if e.i < len(e.s) && e.s[e.i] == ')' {
			e.i++
			break
		}
		return e.fail(e.colAt(e.i), "unexpected token in %s expression", name)
	}
	switch name {
	case "max", "or":
		r := args[0]
		for _, a := range args[1:] {
			if name == "or" {
				r |= a
			} else {
				r = max(r, a)
			}
		}
		return r, true
	}
	if len(args) != 2 || args[0] < 0 || args[1] < 0 || name == "alignto" && args[1] == 0 {
		return e.unsupported(col, "%s() in a .set expression is supported with two non-negative operands (and a nonzero alignment)", name)
	}
	if name == "alignto" {
		return alignTo(args[0], args[1], col, e)
	}
	// totalnumvgprs(agprs, vgprs): on the targets whose AGPRs follow the
	// VGPRs in one file (those with .amdhsa_accum_offset) the VGPRs
	// rounded up to 4 plus the AGPRs when there are AGPRs; elsewhere the
	// larger count
	agprs, vgprs := args[0], args[1]
	if kernelFieldErr(e.p.gen, "accum_offset") == "" {
		if agprs == 0 {
			return vgprs, true
		}
		v, ok := alignTo(vgprs, 4, col, e)
		return v + agprs, ok
	}
	return max(agprs, vgprs), true
}

func alignTo(v, a int64, col int, e *setParser) (int64, bool) {
	if v > (1<<63-1)-(a-1) {
		return e.unsupported(col, "alignto() overflows")
	}
	return (v + a - 1) / a * a, true
}
