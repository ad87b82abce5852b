package amdgcn

import (
	"encoding/binary"
	"math"
	"math/bits"
	"strconv"
)

// rawOp is a parsed, not yet typed, operand.
type rawOp struct {
	kind    OperandKind // OpVGPR, OpSGPR, OpOff, or OpLiteral meaning "a number"
	code    uint16
	regs    uint8
	isFloat bool
	iv      int64
	fv      float64
	abs     bool
	neg     bool
	vcc     bool  // spelled vcc / vcc_lo (as the wave size wants)
	dneg    bool  // written "--N" (two or more minus signs before a number)
	nneg    uint8 // with dneg: the number of minus signs
	sext    bool  // written sext(...) (SDWA integer sources)
	// col is the operand's column; for sext(X), X's column (where
	// llvm-mc-19 reports what is wrong with X), and sextCol that of
	// "sext" (where it reports a sext that is not allowed).
	col     int
	sextCol int
}

// A lineParser parses one statement.
type lineParser struct {
	s    []byte
	i    int
	gen  *Generation
	pos  Pos // position of the line start (Col 1)
	errs *ErrorList
	bad  bool
	// ds holds labels and directive state; ninst is the number of
	// instructions before the line (a label's index).
	ds    *dirState
	ninst int
	// slab hands out this parser's Errors, in blocks growing to
	// errorBlock (as newError does, without its pool on every error)
	slab []Error
	tab  *genTable // table(gen.ID)
	// lineOff is Error.LineOff for the line being parsed
	lineOff int
	// stmtEnd is the length of a directive's line before its comment and
	// trailing blanks were cut: llvm-mc reports an error at the end of the
	// statement at the column after it (setexpr.go)
	stmtEnd int
	// sext: an operand of the statement was written sext(...) (set by
	// operand, reset by parseOperands; Build's operands have none), so
	// that build looks for it only then
	sext bool
}

func (p *lineParser) errAt(col int, format string, args ...any) {
	if p.bad {
		return
	}
	p.bad = true
	p.addErr(col, format, args...)
}

// addErr records an error at col even after the line's first (llvm-mc
// reports some errors as two lines, e.g. ".set"'s "missing expression").
func (p *lineParser) addErr(col int, format string, args ...any) {
	if len(p.slab) == 0 {
		// 1, 2, 4, ... up to errorBlock: a parser of one line (Build,
		// AssembleLine) allocates one Error, not a block
		p.slab = make([]Error, min(errorBlock, len(*p.errs)+1))
	}
	e := &p.slab[0]
	p.slab = p.slab[1:]
	var msgs *msgTable
	if p.ds != nil { // Build's parser has no directive state
		msgs = p.ds.msgs
	}
	e.Pos, e.Msg, e.LineOff = Pos{p.pos.Filename, p.pos.Line, col}, msgs.format(format, args), p.lineOff
	*p.errs = append(*p.errs, e)
}

func (p *lineParser) col() int { return p.i + 1 }

func (p *lineParser) skipSpace() {
	s, i := p.s, p.i
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	p.i = i
}

func (p *lineParser) peek() byte {
	if p.i < len(p.s) {
		return p.s[p.i]
	}
	return 0
}

var identTab = func() (t [256]bool) {
	for c := 0; c < 256; c++ {
		t[c] = c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.'
	}
	return t
}()

func isIdent(c byte) bool { return identTab[c] }

func (p *lineParser) ident() []byte {
	s, st := p.s, p.i
	i := st
	for i < len(s) && identTab[s[i]] {
		i++
	}
	p.i = i
	return s[st:i]
}

// mnemonicIdent scans an identifier and returns it with its mnHash.
func (p *lineParser) mnemonicIdent() ([]byte, uint64) {
	s, st := p.s, p.i
	i := st
	for i < len(s) && identTab[s[i]] {
		i++
	}
	p.i = i
	if i-st >= 8 {
		id := s[st:i]
		a, z := binary.LittleEndian.Uint64(id), binary.LittleEndian.Uint64(id[len(id)-8:])
		h := a*0x9E3779B97F4A7C15 ^ (z^uint64(len(id)))*0xC2B2AE3D27D4EB4F
		h ^= h >> 29
		h *= 0x94D049BB133111EB
		return id, h ^ h>>32
	}
	return s[st:i], mnHash(s[st:i])
}

// quickMnemonic looks up the mnemonic at p.i without scanning it byte by
// byte: it takes the bytes up to the first byte below '-' (a blank, a
// comma) or the line end, eight at a time, and moves p.i past them if they
// spell a mnemonic of t (nil otherwise, p.i unchanged). That is what
// mnemonicIdent finds then: every byte of a table mnemonic is an identifier
// byte, and no identifier byte is below '-', so the identifier ends there.
// The words may be read past the line end, within the input's capacity.
func (p *lineParser) quickMnemonic(t *genTable) *mnemonic {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	s, st := p.s, p.i
	full := s[:cap(s)]
	i := st
	for {
		if i >= len(s) {
			i = len(s)
			break
		}
		if i+8 > len(full) {
			for i < len(s) && s[i] >= '-' {
				i++
			}
			break
		}
		w := binary.LittleEndian.Uint64(full[i:])
		// a flag at each byte below '-': exact for the lowest one
		if f := (w - '-'*ones) &^ w & highs; f != 0 {
			i = min(i+bits.TrailingZeros64(f)/8, len(s))
			break
		}
		i += 8
	}
	id := s[st:i]
	var a, z uint64
	if len(id) >= 8 {
		a, z = binary.LittleEndian.Uint64(id), binary.LittleEndian.Uint64(id[len(id)-8:])
	} else {
		a, z = mnWords(id)
	}
	m := t.lookupWords(id, a, z, mnHashWords(a, z, len(id)))
	if m != nil {
		p.i = i
	}
	return m
}

func (p *lineParser) hasPrefix(w string) bool {
	if len(p.s)-p.i < len(w) {
		return false
	}
	return string(p.s[p.i:p.i+len(w)]) == w
}

// number parses an integer or float token at p.i (after an optional '-').
// It scans with local copies of p.s and p.i, storing p.i once.
func (p *lineParser) number() (iv int64, fv float64, isFloat, ok bool) {
	s, st := p.s, p.i
	i := st
	neg := false
	if i < len(s) && s[i] == '-' {
		neg = true
		i++
	}
	ds := i
	if i+1 < len(s) && s[i] == '0' && (s[i+1] == 'x' || s[i+1] == 'X') {
		i += 2
		hs := i
		for i < len(s) && isHex(s[i]) {
			i++
		}
		if hs == i || i-hs > 16 {
			return 0, 0, false, false
		}
		var u uint64 // at most 16 hex digits: no overflow
		for _, c := range s[hs:i] {
			u = u<<4 | uint64(hexVal[c])
		}
		p.i = i
		if neg {
			// llvm-mc evaluates -0x... in 64-bit two's complement
			// (-0xffffffffffffffff is 1)
			return -int64(u), 0, false, true
		}
		return int64(u), 0, false, true
	}
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == ds {
		return 0, 0, false, false
	}
	if i < len(s) && (s[i] == '.' || s[i] == 'e' || s[i] == 'E') {
		if s[i] == '.' {
			i++
			for i < len(s) && s[i] >= '0' && s[i] <= '9' {
				i++
			}
		}
		if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
			i++
			if i < len(s) && (s[i] == '-' || s[i] == '+') {
				i++
			}
			es := i
			for i < len(s) && s[i] >= '0' && s[i] <= '9' {
				i++
			}
			if es == i {
				return 0, 0, false, false
			}
		}
		f, ok := fastFloat(s[st:i])
		var err error
		if !ok {
			f, err = strconv.ParseFloat(string(s[st:i]), 64)
		}
		if err != nil || math.IsInf(f, 0) {
			return 0, 0, false, false
		}
		p.i = i
		return 0, f, true, true
	}
	var u uint64
	for _, c := range s[ds:i] {
		if u > (math.MaxUint64-9)/10 {
			return 0, 0, false, false
		}
		u = u*10 + uint64(c-'0')
	}
	if u > math.MaxInt64 {
		return 0, 0, false, false
	}
	p.i = i
	if neg {
		return -int64(u), 0, false, true
	}
	return int64(u), 0, false, true
}

var pow10 = [...]float64{1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
	1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22}

// fastFloat parses [-]digits[.digits] without an exponent when the digits
// form an integer below 2^53 and at most 22 of them follow the point: then
// one float64 division of two exact values is correctly rounded (Clinger's
// fast path), so the result equals strconv.ParseFloat's. ok is false
// otherwise (the caller uses strconv).
func fastFloat(b []byte) (float64, bool) {
	neg := len(b) > 0 && b[0] == '-'
	if neg {
		b = b[1:]
	}
	var m uint64
	frac, seenDot, nd := 0, false, 0
	for _, c := range b {
		switch {
		case c >= '0' && c <= '9':
			if nd == 19 {
				return 0, false
			}
			m = m*10 + uint64(c-'0')
			if m != 0 {
				nd++
			}
			if seenDot {
				frac++
			}
		case c == '.' && !seenDot:
			seenDot = true
		default:
			return 0, false
		}
	}
	if m >= 1<<53 || frac > 22 {
		return 0, false
	}
	f := float64(m) / pow10[frac]
	if neg {
		f = -f
	}
	return f, true
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

func (p *lineParser) uint() (int, bool) {
	st := p.i
	n := 0
	for p.i < len(p.s) && p.s[p.i] >= '0' && p.s[p.i] <= '9' {
		n = n*10 + int(p.s[p.i]-'0')
		if n > 1<<20 {
			return 0, false
		}
		p.i++
	}
	return n, p.i > st
}

// regRange parses "N" or "[a:b]" after a register prefix; returns first, count.
func (p *lineParser) regRange() (int, int, bool) {
	if p.peek() == '[' {
		p.i++
		a, ok := p.uint()
		if !ok {
			return 0, 0, false
		}
		b := a
		if p.peek() == ':' {
			p.i++
			if b, ok = p.uint(); !ok {
				return 0, 0, false
			}
		}
		if p.peek() != ']' || b < a {
			return 0, 0, false
		}
		p.i++
		return a, b - a + 1, true
	}
	a, ok := p.uint()
	return a, 1, ok
}

type namedReg struct {
	code uint16
	regs uint8
	fam  uint8 // bit mask of families that have it
}

const (
	famAll   = 0xf
	famGFX9  = 1 << GFX9
	famGFX10 = 1 << GFX10
	fam10up  = 1<<GFX10 | 1<<GFX11 | 1<<GFX12
)

var namedRegs = map[string]namedReg{
	"vcc": {codeVCCLo, 2, famAll}, "vcc_lo": {codeVCCLo, 1, famAll}, "vcc_hi": {codeVCCHi, 1, famAll},
	"exec": {codeExecLo, 2, famAll}, "exec_lo": {codeExecLo, 1, famAll}, "exec_hi": {codeExecHi, 1, famAll},
	"flat_scratch": {codeFlatScratchLo, 2, famGFX9}, "flat_scratch_lo": {codeFlatScratchLo, 1, famGFX9}, "flat_scratch_hi": {codeFlatScratchLo + 1, 1, famGFX9},
	"xnack_mask": {codeXnackMaskLo, 2, famGFX9}, "xnack_mask_lo": {codeXnackMaskLo, 1, famGFX9}, "xnack_mask_hi": {codeXnackMaskLo + 1, 1, famGFX9},
	"src_shared_base": {235, 0, famAll}, "src_shared_limit": {236, 0, famAll}, "src_private_base": {237, 0, famAll}, "src_private_limit": {238, 0, famAll},
	"src_pops_exiting_wave_id": {239, 0, famGFX9 | famGFX10},
	"src_vccz":                 {251, 0, famGFX9 | famGFX10}, "vccz": {251, 0, famGFX9 | famGFX10},
	"src_execz": {252, 0, famGFX9 | famGFX10}, "execz": {252, 0, famGFX9 | famGFX10},
	"src_scc": {253, 0, famAll}, "scc": {253, 0, famAll},
	// which generations read LDS directly is Generation.LDSDirect
	"src_lds_direct": {codeLDSDirect, 0, famAll}, "lds_direct": {codeLDSDirect, 0, famAll},
}

// lookupNamedReg is namedRegs[string(id)] without hashing: a switch on the
// length first (the common spellings vcc, exec, vcc_lo are short).
func lookupNamedReg(id []byte) (namedReg, bool) {
	switch len(id) {
	case 3:
		switch string(id) {
		case "vcc":
			return namedReg{codeVCCLo, 2, famAll}, true
		case "scc":
			return namedReg{253, 0, famAll}, true
		}
		return namedReg{}, false
	case 4:
		if string(id) == "exec" {
			return namedReg{codeExecLo, 2, famAll}, true
		}
	case 6:
		switch string(id) {
		case "vcc_lo":
			return namedReg{codeVCCLo, 1, famAll}, true
		case "vcc_hi":
			return namedReg{codeVCCHi, 1, famAll}, true
		}
	}
	nr, ok := namedRegs[string(id)]
	return nr, ok
}

// register parses a register name at p.i, or reports false without consuming.
func (p *lineParser) register(r *rawOp) bool {
	st := p.i
	id := p.ident()
	if len(id) == 0 {
		return false
	}
	f := p.gen.Family
	// fast path: vN, sN, v[..], s[..]
	if (id[0] == 'v' || id[0] == 's') && (len(id) == 1 || id[1] >= '0' && id[1] <= '9') {
		return p.regTuple(r, st, id[:1])
	}
	switch {
	case string(id) == "m0":
		r.kind, r.code, r.regs = OpSGPR, m0Code(f), 1
		return true
	case string(id) == "null":
		if f == GFX9 {
			p.errAt(r.col, "'null' operand is not supported on this GPU")
		}
		r.kind, r.code, r.regs = OpSGPR, nullCode(f), 0
		return true
	case string(id) == "off":
		r.kind = OpOff
		return true
	}
	if nr, ok := lookupNamedReg(id); ok {
		if nr.fam&(1<<f) == 0 {
			p.errAt(r.col, "register %s not available on %s", id, ref(&p.gen.Name))
		}
		r.kind, r.code, r.regs = OpSGPR, nr.code, nr.regs
		r.vcc = string(id) == p.gen.vccName()
		return true
	}
	if len(id) >= 4 && string(id[:4]) == "ttmp" {
		return p.regTuple(r, st, id[:4])
	}
	p.i = st
	return false
}

// regTuple parses the number or [a:b] range after a register prefix.
func (p *lineParser) regTuple(r *rawOp, st int, pre []byte) bool {
	f := p.gen.Family
	prefix := "v"
	switch {
	case len(pre) == 4:
		prefix = "ttmp"
	case pre[0] == 's':
		prefix = "s"
	}
	p.i = st + len(prefix)
	n, cnt, ok := p.regRange()
	if !ok || (p.i < len(p.s) && isIdent(p.s[p.i])) {
		p.i = st
		return false
	}
	r.regs = uint8(cnt)
	switch prefix {
	case "v":
		if n+cnt > 256 {
			p.errAt(r.col, "register index out of range: VGPRs are v0..v255")
		}
		r.kind, r.code = OpVGPR, uint16(codeVGPR0+n)
	case "s":
		if n+cnt > p.gen.SGPRs {
			if f == GFX9 && n+cnt <= 106 {
				p.errAt(r.col, "register not available on this GPU: %s has s0..s%d", ref(&p.gen.Name), p.gen.SGPRs-1)
			} else {
				p.errAt(r.col, "register index out of range: SGPRs are s0..s%d", p.gen.SGPRs-1)
			}
		}
		if cnt > 1 && n%2 != 0 {
			p.errAt(r.col, "invalid register alignment: SGPR tuples must start at an even register")
		}
		if cnt >= 3 && n%4 != 0 {
			p.errAt(r.col, "invalid register alignment: SGPR tuples of 3 or more registers must start at a multiple of 4")
		}
		r.kind, r.code = OpSGPR, uint16(n)
	case "ttmp":
		if n+cnt > 16 {
			p.errAt(r.col, "register index out of range: ttmp0..ttmp15")
		}
		if cnt > 1 && n%2 != 0 {
			p.errAt(r.col, "invalid register alignment: ttmp tuples must start at an even register")
		}
		r.kind, r.code = OpSGPR, uint16(codeTTMP0+n)
	}
	return true
}

// operand parses [-] ( |x| | abs(x) | neg(x) | x ) into r.
func (p *lineParser) operand(r *rawOp) bool {
	*r = rawOp{col: p.col()}
	col := r.col
	if c := p.peek(); (c == 'v' || c == 's') && p.i+1 < len(p.s) && (p.s[p.i+1] >= '0' && p.s[p.i+1] <= '9' || p.s[p.i+1] == '[') {
		// vN / sN in range: the common case, without the general scanner
		if j, n := p.i+1, 0; p.s[j] != '[' {
			for j < len(p.s) && p.s[j] >= '0' && p.s[j] <= '9' && n < 1000 {
				n = n*10 + int(p.s[j]-'0')
				j++
			}
			if j == len(p.s) || !identTab[p.s[j]] {
				if c == 'v' && n < 256 {
					r.kind, r.code, r.regs = OpVGPR, uint16(codeVGPR0+n), 1
					p.i = j
					return true
				}
				if c == 's' && n < p.gen.SGPRs {
					r.kind, r.code, r.regs = OpSGPR, uint16(n), 1
					p.i = j
					return true
				}
			}
		}
		if p.s[p.i+1] == '[' && p.quickTuple(r, c) {
			return true
		}
		return p.value(r) // plain register: the common case
	}
	switch p.peek() {
	case '-':
		if p.i+1 < len(p.s) && (p.s[p.i+1] >= '0' && p.s[p.i+1] <= '9') {
			return p.value(r)
		}
	case 's', 'n', '|', 'a':
	default:
		// no modifier can start here: what the general path below
		// does without one
		ok := p.value(r)
		r.col = col
		return ok
	}
	neg := false
	if p.peek() == '-' {
		neg = true
		p.i++
		// "--13", "- -4.0", "---1.0": two or more minus signs before a
		// number are, on integer operands, llvm-mc's expression: each
		// minus a two's-complement negation of the number's 64 bits (a
		// float's IEEE double bits); build decides by operand type.
		j, k := p.i, 1
		for {
			for j < len(p.s) && (p.s[j] == ' ' || p.s[j] == '\t') {
				j++
			}
			if j < len(p.s) && p.s[j] == '-' {
				j, k = j+1, k+1
				continue
			}
			break
		}
		if k >= 2 {
			if j < len(p.s) && p.s[j] >= '0' && p.s[j] <= '9' {
				p.i = j
				r.col = p.col()
				if !p.value(r) {
					return false
				}
				r.neg, r.dneg, r.nneg, r.col = true, true, uint8(min(k, 255)), col
				return true
			}
			p.errAt(col, "invalid operand: double negation")
			return false
		}
	}
	switch {
	case p.hasPrefix("sext(") && !neg:
		p.i += 5
		r.col = p.col()
		if !p.value(r) {
			return false
		}
		if p.peek() != ')' {
			p.errAt(p.col(), "expected closing parenthesis")
			return false
		}
		p.i++
		r.sext, r.sextCol = true, col
		p.sext = true
		return true
	case p.hasPrefix("neg("):
		if neg {
			p.errAt(col, "invalid operand: double negation")
			return false
		}
		p.i += 4
		if !p.operand(r) {
			return false
		}
		if r.neg {
			p.errAt(col, "invalid operand: double negation")
			return false
		}
		if p.peek() != ')' {
			p.errAt(p.col(), "expected closing parenthesis")
			return false
		}
		p.i++
		r.neg, r.col = true, col
		return true
	case p.peek() == '|':
		p.i++
		r.col = p.col()
		if !p.value(r) {
			return false
		}
		if p.peek() != '|' {
			p.errAt(p.col(), "expected vertical bar")
			return false
		}
		p.i++
		r.abs, r.neg, r.col = true, neg, col
		return true
	case p.hasPrefix("abs("):
		p.i += 4
		r.col = p.col()
		if !p.value(r) {
			return false
		}
		if p.peek() != ')' {
			p.errAt(p.col(), "expected closing parenthesis")
			return false
		}
		p.i++
		r.abs, r.neg, r.col = true, neg, col
		return true
	}
	r.col = p.col()
	ok := p.value(r)
	r.neg = r.neg || neg
	r.col = col
	return ok
}

// quickOperand reads the two commonest operands after plain registers
// without the general scanner: a decimal integer [-]digits (at most 18
// digits, so no overflow) and the registers vcc and exec, each not followed
// by an identifier byte, which is what value makes of them. Otherwise it
// reports false with p.i unchanged. TestQuickOperand holds it to value.
func (p *lineParser) quickOperand(r *rawOp) bool {
	s, i := p.s, p.i
	if i >= len(s) {
		return false
	}
	c := s[i]
	switch {
	case c-'0' < 10 || c == '-' && i+1 < len(s) && s[i+1]-'0' < 10:
		j := i
		if c == '-' {
			j++
		}
		ds := j
		if j+1 < len(s) && s[j] == '0' && (s[j+1] == 'x' || s[j+1] == 'X') {
			// 0x and at most 16 hex digits (number's rule)
			j += 2
			hs := j
			var u uint64
			for j < len(s) && hexVal[s[j]] < 16 {
				u = u<<4 | uint64(hexVal[s[j]])
				j++
			}
			if j == hs || j-hs > 16 || j < len(s) && identTab[s[j]] {
				return false
			}
			if c == '-' {
				u = -u
			}
			r.kind, r.iv = OpLiteral, int64(u)
			p.i = j
			return true
		}
		var u int64
		for j < len(s) && s[j]-'0' < 10 {
			u = u*10 + int64(s[j]-'0')
			j++
		}
		if j < len(s) && s[j] == '.' && j-ds <= 15 {
			// digits.digits without an exponent, short enough for
			// fastFloat's exact division (at most 15 digits before and
			// after the point: below 2^53, and a power of ten to 1e15)
			k := j + 1
			m, fs := u, k
			for k < len(s) && s[k]-'0' < 10 && k-fs < 15 {
				m = m*10 + int64(s[k]-'0')
				k++
			}
			if k < len(s) && identTab[s[k]] || (k-ds-1) > 15 {
				return false
			}
			f := float64(m) / pow10[k-fs]
			if c == '-' {
				f = -f
			}
			r.kind, r.fv, r.isFloat = OpLiteral, f, true
			p.i = k
			return true
		}
		if j-ds > 18 || j < len(s) && identTab[s[j]] {
			return false
		}
		if c == '-' {
			u = -u
		}
		r.kind, r.iv = OpLiteral, u
		p.i = j
		return true
	case c == 'v':
		if i+3 <= len(s) && s[i+1] == 'c' && s[i+2] == 'c' && (i+3 == len(s) || !identTab[s[i+3]]) {
			r.kind, r.code, r.regs, r.vcc = OpSGPR, codeVCCLo, 2, p.gen.WaveSize == 64
			p.i = i + 3
			return true
		}
	case c == 'e':
		if i+4 <= len(s) && s[i+1] == 'x' && s[i+2] == 'e' && s[i+3] == 'c' && (i+4 == len(s) || !identTab[s[i+4]]) {
			r.kind, r.code, r.regs = OpSGPR, codeExecLo, 2
			p.i = i + 4
			return true
		}
	}
	return false
}

// quickTuple parses v[a:b], v[a], s[a:b] or s[a] at p.i (c is 'v' or
// 's') into r when it is well formed and in range, properly aligned, and
// not followed by an identifier byte, as register would; otherwise it
// reports false with p.i unchanged (register then gives the error).
func (p *lineParser) quickTuple(r *rawOp, c byte) bool {
	s, j := p.s, p.i+2
	a, b := 0, 0
	for j < len(s) && s[j]-'0' < 10 && a <= 1<<20 {
		a = a*10 + int(s[j]-'0')
		j++
	}
	if j == p.i+2 || j == len(s) || a > 1<<20 {
		return false
	}
	b = a
	if s[j] == ':' {
		j++
		k := j
		b = 0
		for j < len(s) && s[j]-'0' < 10 && b <= 1<<20 {
			b = b*10 + int(s[j]-'0')
			j++
		}
		if j == k || j == len(s) || b > 1<<20 {
			return false
		}
	}
	if s[j] != ']' || b < a || j+1 < len(s) && identTab[s[j+1]] {
		return false
	}
	cnt := b - a + 1
	if c == 'v' {
		if a+cnt > 256 {
			return false
		}
		r.kind, r.code = OpVGPR, uint16(codeVGPR0+a)
	} else {
		if a+cnt > p.gen.SGPRs || cnt > 1 && a%2 != 0 || cnt >= 3 && a%4 != 0 {
			return false
		}
		r.kind, r.code = OpSGPR, uint16(a)
	}
	r.regs = uint8(cnt)
	p.i = j + 1
	return true
}

// value parses a register or a number into r.
func (p *lineParser) value(r *rawOp) bool {
	c := p.peek()
	if c == '-' || c >= '0' && c <= '9' {
		iv, fv, isF, ok := p.number()
		if !ok || (p.i < len(p.s) && isIdent(p.s[p.i])) {
			p.errAt(r.col, "invalid operand: expected a number")
			return false
		}
		r.kind, r.iv, r.fv, r.isFloat = OpLiteral, iv, fv, isF
		return true
	}
	if p.register(r) {
		return !p.bad
	}
	p.errAt(r.col, "invalid operand: expected a register or a number")
	return false
}

// statement is the parsed form of one instruction line.
type statement struct {
	mn     *mnemonic
	ops    [5]rawOp
	lists  [4][4]uint8
	modCol [4]int
	label  []byte // a branch's label operand (nil: an integer)
	// stmtMods is reset for every line by one copy of stmtReset
	stmtMods
}

// stmtMods are the fields of a statement that parseOperands resets for
// every line (ops, lists and modCol are written before they are read).
type stmtMods struct {
	nops                         int
	clamp                        bool
	omod                         uint8
	listN                        [4]int8 // op_sel, op_sel_hi, neg_lo, neg_hi: number of entries, -1 absent
	offset                       int64
	hasOff                       bool
	wait                         [3]int // vmcnt, expcnt, lgkmcnt; -1 absent
	colClamp, colOmod, colOffset int
	dpp                          dppMods
	sdwa                         sdwaMods
	cpol                         uint8 // sc0, nt, sc1 (Inst.CPol)
	colCPol                      int   // the column of the first of them
}

// stmtReset is a statement's stmtMods before its operands are read.
var stmtReset = stmtMods{
	listN: [4]int8{-1, -1, -1, -1},
	wait:  [3]int{-1, -1, -1},
	dpp:   func() (m dppMods) { m.reset(); return m }(),
	sdwa:  sdwaMods{dstSel: -1, dstUnused: -1, src0Sel: -1, src1Sel: -1},
}

const (
	lOpSel = iota
	lOpSelHi
	lNegLo
	lNegHi
)

var listNames = [4]string{"op_sel", "op_sel_hi", "neg_lo", "neg_hi"}

// parseStatement parses an instruction (p.i at the mnemonic).
func (p *lineParser) parseStatement(st *statement) bool {
	mcol := p.col()
	if mn := p.quickMnemonic(p.tab); mn != nil {
		return p.parseOperands(st, mn, mcol)
	}
	id, h := p.mnemonicIdent()
	if p.peek() == ':' && len(id) > 0 { // a label
		p.ds.labels = append(p.ds.labels, Label{Name: string(id), Index: p.ninst, Pos: Pos{p.pos.Filename, p.pos.Line, mcol}, Off: p.lineOff - 1})
		p.i++
		p.skipSpace()
		if p.i == len(p.s) {
			return false
		}
		mcol = p.col()
		p.pos.Col = mcol
		id, h = p.mnemonicIdent()
	}
	mn := p.tab.lookupHashed(id, h)
	if mn == nil {
		name := string(id)
		if gens := GensWith(name); len(gens) > 0 {
			p.errAt(mcol, "instruction %s is not supported on %s (available on %s)", name, p.gen.Name, joinNames(gens))
		} else if len(id) == 0 {
			p.errAt(mcol, "expected an instruction mnemonic")
		} else if msg := p.unsupportedClass(name); msg != "" {
			p.errAt(mcol, "%s", msg)
		} else {
			p.errAt(mcol, "invalid instruction %q: not in this assembler's table (%d mnemonics on %s; see amdgcn.Mnemonics)", name, len(p.tab.byKey), p.gen.Name)
		}
		return false
	}
	return p.parseOperands(st, mn, mcol)
}

// parseOperands parses the operands and modifiers of mnemonic mn, written
// at column mcol.
func (p *lineParser) parseOperands(st *statement, mn *mnemonic, mcol int) bool {
	// reset every field read before it is written, in one copy
	st.mn = mn
	st.stmtMods = stmtReset
	p.sext = false
	p.skipSpace()
	if q := &mn.entry.q; q.special {
		d := mn.entry.Def
		switch q.shape {
		case ShapeWaitcnt:
			return p.waitcnt(st)
		case ShapeBranch:
			return p.branch(st, mcol)
		case ShapeVNop:
			// v_nop has no operands: a modifier may come first
			if modifierFirst(p.s, p.i) {
				goto mods
			}
		default:
			return p.controlOperand(st, mcol, d)
		}
	}
	// positional operands, with local copies of p.s and p.i: a plain vN or
	// sN (operand's first case) is read here, anything else by operand
	if s, i := p.s, p.i; i < len(s) {
		sgprs := p.gen.SGPRs
		for {
			if st.nops == len(st.ops) {
				p.i = i
				p.errAt(p.col(), "invalid operand for instruction: too many operands")
				return false
			}
			r := &st.ops[st.nops]
			if i+1 < len(s) && (s[i] == 'v' || s[i] == 's') && s[i+1]-'0' < 10 {
				c, j, n := s[i], i+1, 0
				for j < len(s) && s[j]-'0' < 10 && n < 1000 {
					n = n*10 + int(s[j]-'0')
					j++
				}
				if j == len(s) || !identTab[s[j]] {
					if c == 'v' && n < 256 {
						*r = rawOp{kind: OpVGPR, code: uint16(codeVGPR0 + n), regs: 1, col: i + 1}
						i = j
						goto sep
					}
					if c == 's' && n < sgprs {
						*r = rawOp{kind: OpSGPR, code: uint16(n), regs: 1, col: i + 1}
						i = j
						goto sep
					}
				}
			}
			*r = rawOp{col: i + 1}
			p.i = i
			if i+1 < len(s) && s[i+1] == '[' && (s[i] == 'v' || s[i] == 's') && p.quickTuple(r, s[i]) {
				i = p.i
				goto sep
			}
			if !p.quickOperand(r) && !p.operand(r) {
				return false
			}
			i = p.i
		sep:
			st.nops++
			if i == len(s) {
				p.i = i
				break // the line ends with the operand
			}
			// ", " before the next operand's first byte: the common case;
			// else blanks, a comma, blanks
			if i+2 < len(s) && s[i] == ',' && s[i+1] == ' ' && s[i+2] > ' ' {
				i += 2
				continue
			}
			for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
				i++
			}
			if i == len(s) || s[i] != ',' {
				p.i = i
				break
			}
			i++
			for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
				i++
			}
		}
	}
	// modifiers
mods:
	for {
		p.skipSpace()
		if p.i >= len(p.s) {
			return true
		}
		if p.quickModifier(st) {
			continue
		}
		if !p.modifier(st) {
			return false
		}
	}
}

// modifierFirst reports whether s[i:] starts with a modifier rather than
// an operand (an identifier followed by ':', or a modifier without a
// value): what v_nop, which has no operands, reads first ("v_nop clamp"
// is llvm-mc-19's "invalid operand for instruction" at the modifier,
// "v_nop mul:2" its "not a valid operand.").
func modifierFirst(s []byte, i int) bool {
	j := i
	for j < len(s) && identTab[s[j]] {
		j++
	}
	if j == i {
		return false
	}
	if j < len(s) && s[j] == ':' {
		return true
	}
	switch string(s[i:j]) {
	case "clamp", "sc0", "sc1", "nt", "row_mirror", "row_half_mirror":
		return true
	}
	return false
}

// modifier reads one modifier at p.i (after the operands) into st, or
// reports its error.
func (p *lineParser) modifier(st *statement) bool {
	col := p.col()
	idb := p.ident()
	switch string(idb) {
	case "clamp":
		if st.clamp {
			p.errAt(col, "duplicate clamp")
			return false
		}
		st.clamp, st.colClamp = true, col
	case "mul", "div":
		id := "mul"
		if idb[0] == 'd' {
			id = "div"
		}
		if p.peek() != ':' {
			p.errAt(col, "expected ':' after %s", id)
			return false
		}
		p.i++
		n, ok := p.uint()
		if !ok || st.colOmod != 0 {
			p.errAt(col, "invalid output modifier: expected mul:1, mul:2, mul:4, div:1 or div:2")
			return false
		}
		st.colOmod = col
		switch {
		case n == 1:
		case id == "mul" && n == 2:
			st.omod = 1
		case id == "mul" && n == 4:
			st.omod = 2
		case id == "div" && n == 2:
			st.omod = 3
		default:
			p.errAt(col, "invalid output modifier: expected mul:1, mul:2, mul:4, div:1 or div:2")
			return false
		}
	case "offset":
		if p.peek() != ':' {
			p.errAt(col, "expected ':' after offset")
			return false
		}
		p.i++
		iv, _, isF, ok := p.number()
		if !ok || isF {
			p.errAt(col, "invalid offset: expected an integer")
			return false
		}
		if st.hasOff {
			p.errAt(col, "duplicate offset")
			return false
		}
		st.offset, st.hasOff, st.colOffset = iv, true, col
	case "sc0", "nt", "sc1":
		bit := uint8(CPolSC0)
		switch string(idb) {
		case "nt":
			bit = CPolNT
		case "sc1":
			bit = CPolSC1
		}
		if st.cpol&bit != 0 {
			p.errAt(col, "invalid operand for instruction: duplicate %s", idb)
			return false
		}
		if st.colCPol == 0 {
			st.colCPol = col
		}
		st.cpol |= bit
	case "op_sel", "op_sel_hi", "neg_lo", "neg_hi":
		k := 0
		for k = range listNames {
			if listNames[k] == string(idb) {
				break
			}
		}
		id := listNames[k]
		if st.listN[k] >= 0 {
			p.errAt(col, "duplicate %s", id)
			return false
		}
		if !p.hasPrefix(":[") {
			p.errAt(col, "expected %s:[...]", id)
			return false
		}
		p.i += 2
		n := 0
		for {
			c := p.peek()
			if (c != '0' && c != '1') || n == 4 {
				p.errAt(p.col(), "invalid %s: expected a list of 0 and 1", id)
				return false
			}
			st.lists[k][n] = c - '0'
			n++
			p.i++
			if p.peek() == ',' {
				p.i++
				continue
			}
			if p.peek() == ']' {
				p.i++
				break
			}
			p.errAt(p.col(), "invalid %s: expected ',' or ']'", id)
			return false
		}
		st.listN[k], st.modCol[k] = int8(n), col
	default:
		// the name as a constant string: a string(idb) would be
		// allocated (the modifier parsers' messages keep it)
		id := modifierName(idb)
		if handled, ok := p.dppModifier(&st.dpp, id, col); handled {
			return ok
		}
		if handled, ok := p.sdwaModifier(&st.sdwa, id, col); handled {
			return ok
		}
		p.errAt(col, "invalid operand for instruction: unexpected %q", trimTok(p.s[col-1:]))
		return false
	}
	return true
}

// quickModifier reads the commonest modifiers at p.i, clamp and the SDWA
// selects (dst_sel:, dst_unused:, src0_sel:, src1_sel: with a value), by
// comparing their spellings instead of scanning identifiers and looking
// them up three times (parseOperands' switch, modifierName, dppModifier)
// as the general path below does. It changes st and p.i as that path
// does, or reports false with nothing changed where that path would do
// anything else (an error: a duplicate, SDWA on GFX11+, a bad value).
// TestQuickModifier holds it to the general path.
func (p *lineParser) quickModifier(st *statement) bool {
	s, i := p.s, p.i
	t := s[i:]
	col := i + 1
	end := func(n int) bool { return n == len(t) || !identTab[t[n]] }
	if len(t) >= 5 && string(t[:5]) == "clamp" {
		if !end(5) || st.clamp {
			return false
		}
		st.clamp, st.colClamp = true, col
		p.i = i + 5
		return true
	}
	var dst *int8
	n := 0
	switch {
	case len(t) >= 9 && string(t[:9]) == "src0_sel:":
		dst, n = &st.sdwa.src0Sel, 9
	case len(t) >= 9 && string(t[:9]) == "src1_sel:":
		dst, n = &st.sdwa.src1Sel, 9
	case len(t) >= 8 && string(t[:8]) == "dst_sel:":
		dst, n = &st.sdwa.dstSel, 8
	case len(t) >= 11 && string(t[:11]) == "dst_unused:":
		dst, n = &st.sdwa.dstUnused, 11
	default:
		return false
	}
	if *dst >= 0 || p.gen.Family >= GFX11 {
		return false
	}
	v := t[n:]
	k, w := -1, 0
	if n == 11 {
		switch {
		case len(v) >= 10 && string(v[:10]) == "UNUSED_PAD":
			k, w = 0, 10
		case len(v) >= 11 && string(v[:11]) == "UNUSED_SEXT":
			k, w = 1, 11
		case len(v) >= 15 && string(v[:15]) == "UNUSED_PRESERVE":
			k, w = 2, 15
		}
	} else {
		switch {
		case len(v) >= 6 && string(v[:5]) == "BYTE_" && v[5] >= '0' && v[5] <= '3':
			k, w = int(v[5]-'0'), 6
		case len(v) >= 6 && string(v[:5]) == "WORD_" && v[5] >= '0' && v[5] <= '1':
			k, w = 4+int(v[5]-'0'), 6
		case len(v) >= 5 && string(v[:5]) == "DWORD":
			k, w = 6, 5
		}
	}
	if k < 0 || !end(n+w) {
		return false
	}
	if !st.sdwa.set {
		st.sdwa.col = col
	}
	st.sdwa.set = true
	*dst = int8(k)
	p.i = i + n + w
	return true
}

// modifierName returns the DPP or SDWA modifier name spelled b as a
// constant string ("" if it is none): the modifier parsers keep the name for
// their messages, where a string(b) would be allocated. A switch on the
// length and bytes, no hashing (TestModifierName).
func modifierName(b []byte) string {
	switch string(b) {
	case "quad_perm":
		return "quad_perm"
	case "dpp8":
		return "dpp8"
	case "row_shl":
		return "row_shl"
	case "row_shr":
		return "row_shr"
	case "row_ror":
		return "row_ror"
	case "wave_shl":
		return "wave_shl"
	case "wave_rol":
		return "wave_rol"
	case "wave_shr":
		return "wave_shr"
	case "wave_ror":
		return "wave_ror"
	case "row_bcast":
		return "row_bcast"
	case "row_mirror":
		return "row_mirror"
	case "row_half_mirror":
		return "row_half_mirror"
	case "row_share":
		return "row_share"
	case "row_xmask":
		return "row_xmask"
	case "row_mask":
		return "row_mask"
	case "bank_mask":
		return "bank_mask"
	case "bound_ctrl":
		return "bound_ctrl"
	case "fi":
		return "fi"
	case "dst_sel":
		return "dst_sel"
	case "dst_unused":
		return "dst_unused"
	case "src0_sel":
		return "src0_sel"
	case "src1_sel":
		return "src1_sel"
	}
	return ""
}

func trimTok(b []byte) string {
	i := 0
	for i < len(b) && b[i] != ' ' && b[i] != '\t' && b[i] != ',' {
		i++
	}
	return string(b[:i])
}

var waitNames = [3]string{"vmcnt", "expcnt", "lgkmcnt"}

func (p *lineParser) waitcnt(st *statement) bool {
	if c := p.peek(); c >= '0' && c <= '9' {
		col := p.col()
		iv, _, isF, ok := p.number()
		if !ok || isF || iv < 0 || iv > 0xffff {
			p.errAt(col, "invalid s_waitcnt operand: expected a 16-bit integer or vmcnt(N) expcnt(N) lgkmcnt(N)")
			return false
		}
		st.offset, st.hasOff = iv, true
		p.skipSpace()
		if p.i < len(p.s) {
			p.errAt(p.col(), "invalid operand for instruction: unexpected %q", trimTok(p.s[p.i:]))
			return false
		}
		return true
	}
	for {
		p.skipSpace()
		if p.i >= len(p.s) {
			break
		}
		col := p.col()
		id := string(p.ident())
		k := -1
		for j, w := range waitNames {
			if w == id {
				k = j
			}
		}
		if k < 0 || p.peek() != '(' {
			p.errAt(col, "invalid s_waitcnt operand: expected vmcnt(N), expcnt(N) or lgkmcnt(N)")
			return false
		}
		p.i++
		n, ok := p.uint()
		if !ok || p.peek() != ')' {
			p.errAt(col, "invalid s_waitcnt operand: expected %s(N)", id)
			return false
		}
		p.i++
		if st.wait[k] >= 0 {
			p.errAt(col, "duplicate %s", id)
			return false
		}
		st.wait[k] = n
		p.skipSpace()
		if p.peek() == '&' || p.peek() == ',' {
			p.i++
		}
	}
	if st.wait == [3]int{-1, -1, -1} {
		p.errAt(p.col(), "s_waitcnt needs an operand")
		return false
	}
	return true
}

// unsupportedClass explains a mnemonic outside the table whose class this
// assembler does not implement, or whose variant the instruction lacks
// ("" if none).
func (p *lineParser) unsupportedClass(name string) string {
	if len(name) > 7 && name[:7] == "v_dual_" {
		return "VOPD dual-issue is not supported"
	}
	for _, v := range []struct{ suffix, msg string }{
		{"_e64_dpp", "e64_dpp variant of this instruction is not supported"},
		{"_dpp", "dpp variant of this instruction is not supported"},
		{"_sdwa", "sdwa variant of this instruction is not supported"},
	} {
		if len(name) > len(v.suffix) && name[len(name)-len(v.suffix):] == v.suffix {
			if e, err := LookupForm(p.gen, name[:len(name)-len(v.suffix)]); err == nil {
				if e.Def.Shape == ShapeVNop && p.gen.Family <= GFX10 && v.suffix != "_e64_dpp" {
					// llvm-mc-19 has them here (docs/reference/amdgpu.md §3.12)
					return "the DPP and SDWA forms of v_nop are outside this assembler's table"
				}
				return v.msg
			}
			return ""
		}
	}
	return ""
}

func joinNames(ids []GenID) string {
	s := ""
	for i, n := range sortedGenNames(ids) {
		if i > 0 {
			s += ", "
		}
		s += n
	}
	return s
}
