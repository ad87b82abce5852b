package semantics

import (
	"fmt"
	"math/big"
	"math/bits"
)

// The exact comparison engine ("regions"). Every rule-defined model is
// piecewise: rule.decide and stdRel.decide depend only on the class block of
// each input (sign × zero, subnormal, normal, inf, sNaN, qNaN), which is an
// interval of bit patterns, and on how the magnitudes (the bits below the
// sign) of a and b compare: <, = or >. A region is one (block of a, block of
// b, magnitude order); in it each model returns one symbolic result: a set of
// forms, each bit of which is a fixed Boolean function of the same bit of a
// and of b (a, b, quiet(a) = a with the quiet bit set, |a|, a constant, a|b,
// sign(a) XOR sign(b) …), plus possibly "any quiet NaN" or "anything".
//
// Whether two symbolic results differ at (a, b) is decided by equalities of
// forms and by NaN tests of forms, which are all checked bit by bit. A digit
// count over the bit positions, from the top, with the state (is a still at
// its block's lower/upper bound, is b, how do the magnitudes compare so far,
// which form equalities still hold, NaN tests so far) counts the pairs of a
// region per outcome exactly, in time linear in the width: no pair is
// evaluated. A region's count is a 128-bit integer (f64 has 2^128 pairs).

// u128 is an unsigned 128-bit count.
type u128 struct{ hi, lo uint64 }

func (x u128) add(y u128) u128 {
	lo, c := bits.Add64(x.lo, y.lo, 0)
	hi, _ := bits.Add64(x.hi, y.hi, c)
	return u128{hi, lo}
}

func (x u128) isZero() bool { return x.hi == 0 && x.lo == 0 }

func (x u128) big() *big.Int {
	b := new(big.Int).SetUint64(x.hi)
	b.Lsh(b, 64)
	return b.Or(b, new(big.Int).SetUint64(x.lo))
}

// A form is a result whose bit i is tt[i] applied to (bit i of a, bit i of
// b): bit (a_i | b_i<<1) of tt[i].
type form [64]uint8

const (
	ttA   = 0b1010
	ttB   = 0b1100
	ttOr  = 0b1110
	ttAnd = 0b1000
	ttXor = 0b0110
	tt1   = 0b1111
)

func (fm *form) eval(a, b uint64) uint64 {
	var v uint64
	for i := 0; i < 64; i++ {
		idx := a>>i&1 | (b>>i&1)<<1
		v |= uint64(fm[i]>>idx&1) << i
	}
	return v
}

func formOf(f *format, tt uint8) form {
	var fm form
	for i := uint(0); i < f.bits; i++ {
		fm[i] = tt
	}
	return fm
}

func constForm(f *format, c uint64) form {
	var fm form
	for i := uint(0); i < f.bits; i++ {
		if c>>i&1 != 0 {
			fm[i] = tt1
		}
	}
	return fm
}

// withBit returns fm with the bits of mask forced to the bits of v.
func withBit(fm form, mask, v uint64) form {
	for i := 0; i < 64; i++ {
		if mask>>i&1 != 0 {
			fm[i] = 0
			if v>>i&1 != 0 {
				fm[i] = tt1
			}
		}
	}
	return fm
}

// A symSet is a model's result in one region: the forms it allows, plus
// every quiet NaN / every NaN / anything (flag, as in Result).
type symSet struct {
	forms []form
	flag  resultFlag
}

func (s symSet) result(a, b uint64) Result {
	r := Result{flag: s.flag}
	for i := range s.forms {
		r.add(s.forms[i].eval(a, b))
	}
	return r
}

func (s symSet) equal(u symSet) bool {
	if s.flag != u.flag || len(s.forms) != len(u.forms) {
		return false
	}
	for i := range s.forms {
		if s.forms[i] != u.forms[i] {
			return false
		}
	}
	return true
}

// sym returns the symbolic result of rule r in the region of (a, b).
func (r *rule) sym(f *format, t Type, a, b uint64) symSet {
	x := r.decide(f, a, b)
	var fm form
	switch x {
	case actA, actB:
		src, tt := a, uint8(ttA)
		if x == actB {
			src, tt = b, ttB
		}
		if (r.ftzCmp || r.ftzOut) && f.isSub(src) {
			fm = constForm(f, r.apply(f, t, x, a, b))
			break
		}
		fm = formOf(f, tt)
		if r.xorsignAbs {
			fm[f.bits-1] = ttXor
		}
	case actRawA:
		fm = formOf(f, ttA)
	case actRawB:
		fm = formOf(f, ttB)
	case actQA:
		fm = withBit(formOf(f, ttA), f.quiet, f.quiet)
	case actQB:
		fm = withBit(formOf(f, ttB), f.quiet, f.quiet)
	case actOrMin:
		fm = formOf(f, ttOr)
	case actOrMax:
		fm = formOf(f, ttOr)
		fm[f.bits-1] = ttAnd
	default: // actCanon, actInf: constants
		fm = constForm(f, r.apply(f, t, x, a, b))
	}
	return symSet{forms: []form{fm}}
}

// sym returns the symbolic result of a standard relation in the region of (a, b).
func (s *stdRel) sym(f *format, t Type, a, b uint64) symSet {
	switch s.decide(f, a, b) {
	case rcA:
		return symSet{forms: []form{formOf(f, ttA)}}
	case rcB:
		return symSet{forms: []form{formOf(f, ttB)}}
	case rcZero:
		return symSet{forms: []form{constForm(f, s.eval(t, a, b).Bits())}}
	case rcEither:
		return symSet{forms: []form{formOf(f, ttA), formOf(f, ttB)}}
	case rcAnyQNaN:
		return symSet{flag: flagAnyQNaN}
	case rcAny:
		return symSet{flag: flagAny}
	case rcNumOrLLVM:
		r := llvmSym(f, s.bits == nanLLVMQuiet, a, b)
		if f.isNaN(a) {
			r.forms = append(r.forms, formOf(f, ttB))
		} else {
			r.forms = append(r.forms, formOf(f, ttA))
		}
		return r
	}
	return llvmSym(f, s.bits == nanLLVMQuiet, a, b)
}

// llvmSym is llvmNaNs with the NaN inputs as forms.
func llvmSym(f *format, quietOnly bool, a, b uint64) symSet {
	pref := f.expMask | f.quiet
	s := symSet{forms: []form{constForm(f, pref), constForm(f, pref|f.sign)}}
	for _, in := range []struct {
		x  uint64
		tt uint8
	}{{a, ttA}, {b, ttB}} {
		if !f.isNaN(in.x) {
			continue
		}
		x := formOf(f, in.tt)
		q := withBit(x, f.quiet, f.quiet)
		s.forms = append(s.forms, withBit(q, f.sign, 0), withBit(q, f.sign, f.sign))
		if !quietOnly || f.isQNaN(in.x) {
			s.forms = append(s.forms, withBit(x, f.sign, 0), withBit(x, f.sign, f.sign))
		}
	}
	return s
}

// symFunc returns the model's region function, or nil if the model is not
// defined by region-wise rules (NewFunction sequences, three-input folds).
func (m *Model) symFunc() func(f *format, t Type, a, b uint64) symSet {
	switch {
	case m.arity == 3:
		return nil
	case m.sym != nil:
		return m.sym
	case m.arity == 1:
		return nil
	case m.rule != nil:
		return m.rule.sym
	case m.std != nil:
		return m.std.sym
	}
	return nil
}

// diag returns fm with b replaced by a: the form of a one-input sequence
// f(a, a) in terms of a alone.
func diag(fm form) form {
	for i, tt := range fm {
		lo, hi := tt&1, tt>>3&1 // the bit at (0, 0) and at (1, 1)
		fm[i] = lo | lo<<2 | hi<<1 | hi<<3
	}
	return fm
}

// regionBlocks returns the class blocks of format f as bit-pattern intervals
// [lo, hi], with their classes (a class may span several blocks).
func regionBlocks(f *format) (blocks [][2]uint64, classes []Class) {
	for _, s := range []uint64{0, f.sign} {
		add := func(lo, hi uint64) {
			blocks = append(blocks, [2]uint64{s | lo, s | hi})
			classes = append(classes, f.class(s|lo))
		}
		add(0, 0)
		add(1, f.minNormal-1)
		add(f.minNormal, f.inf-1)
		add(f.inf, f.inf)
		add(f.inf|1, f.inf|(f.quiet-1))
		// The qNaN block is cut after the canonical (preferred) NaN, which
		// Wasm's NaN rule tells apart.
		add(f.inf|f.quiet, f.inf|f.quiet)
		add(f.inf|f.quiet+1, f.all>>1)
	}
	return blocks, classes
}

// Magnitude orders of a region: |a| < |b|, |a| = |b|, |a| > |b| (the bits
// below the sign compared as integers).
const (
	triEq = iota
	triLt
	triGt
)

// triRep returns a pair of the blocks whose magnitudes compare as tri, and
// whether there is one.
func triRep(f *format, ba, bb [2]uint64, tri int) (a, b uint64, ok bool) {
	low := f.all &^ f.sign
	la, ha := ba[0]&low, ba[1]&low
	lb, hb := bb[0]&low, bb[1]&low
	sa, sb := ba[0]&f.sign, bb[0]&f.sign
	switch tri {
	case triEq:
		m := max(la, lb)
		if m > min(ha, hb) {
			return 0, 0, false
		}
		return sa | m, sb | m, true
	case triLt:
		if la >= hb {
			return 0, 0, false
		}
		return sa | la, sb | hb, true
	}
	if ha <= lb {
		return 0, 0, false
	}
	return sa | ha, sb | lb, true
}

// triCorners returns points of the region (blocks ba, bb, order tri) at the
// ends of both blocks' ranges; the region's symbolic results are checked at
// each (with triRep's point) before they are counted.
func triCorners(f *format, ba, bb [2]uint64, tri int) [][2]uint64 {
	low := f.all &^ f.sign
	la, ha := ba[0]&low, ba[1]&low
	lb, hb := bb[0]&low, bb[1]&low
	sa, sb := ba[0]&f.sign, bb[0]&f.sign
	var pts [][2]uint64
	add := func(x, y uint64) {
		if x >= la && x <= ha && y >= lb && y <= hb {
			pts = append(pts, [2]uint64{sa | x, sb | y})
		}
	}
	switch tri {
	case triEq:
		add(min(ha, hb), min(ha, hb))
	case triLt: // x < y
		add(la, max(lb, la+1))
		add(min(ha, hb-1), hb)
	case triGt: // x > y
		add(max(la, lb+1), lb)
		add(ha, min(hb, ha-1))
	}
	return pts
}

// exactRegions compares two region-defined models over every pair of a
// float type exactly.
func exactRegions(a, b *Model, t Type) (*exactAcc, error) {
	f := fmtOf(t)
	a, b = newEvaluator(a, t).m, newEvaluator(b, t).m
	sa, sb := a.symFunc(), b.symFunc()
	blocks, classes := regionBlocks(f)
	ac := &exactAcc{}
	bBlocks := blocks
	if a.arity == 1 {
		bBlocks = [][2]uint64{{0, 0}} // b is not an input: fixed at 0
	}
	for i, ba := range blocks {
		for j, bb := range bBlocks {
			cb := classes[i] // one input: the group (class, class)
			if a.arity != 1 {
				cb = classes[j]
			}
			g := &ac.g[int(classes[i])*int(numClasses)+int(cb)]
			// Group the magnitude orders whose symbolic results agree: one
			// count serves them all.
			type job struct {
				mask   uint8
				ra, rb symSet
			}
			var jobs []job
			for tri := triEq; tri <= triGt; tri++ {
				x, y, ok := triRep(f, ba, bb, tri)
				if !ok {
					continue
				}
				ra, rb := sa(f, t, x, y), sb(f, t, x, y)
				if err := checkSym(a, t, ra, x, y); err != nil {
					return nil, err
				}
				if err := checkSym(b, t, rb, x, y); err != nil {
					return nil, err
				}
				for _, p := range triCorners(f, ba, bb, tri) {
					if err := checkSym(a, t, ra, p[0], p[1]); err != nil {
						return nil, err
					}
					if err := checkSym(b, t, rb, p[0], p[1]); err != nil {
						return nil, err
					}
				}
				merged := false
				for k := range jobs {
					if jobs[k].ra.equal(ra) && jobs[k].rb.equal(rb) {
						jobs[k].mask |= 1 << tri
						merged = true
					}
				}
				if !merged {
					jobs = append(jobs, job{1 << tri, ra, rb})
				}
			}
			for _, jb := range jobs {
				c := newCounter(f, t, ba, bb, jb.mask, jb.ra, jb.rb)
				res := c.run()
				g.pairs = g.pairs.add(res.pairs)
				g.bit = g.bit.add(res.bit)
				g.val = g.val.add(res.val)
				g.anb = g.anb.add(res.anb)
				g.bna = g.bna.add(res.bna)
				if g.w == nil && res.witness != nil {
					w := res.witness
					if a.arity == 1 {
						w = w[:1]
					}
					w1 := uint64(0)
					if len(w) > 1 {
						w1 = w[1]
					}
					ra, rb := a.eval(t, w[0], w1, 0), b.eval(t, w[0], w1, 0)
					var one gacc
					recordResults(&one, t, 0, w, ra, rb)
					if one.bit == 0 {
						return nil, fmt.Errorf("semantics: internal error: exact engine witness (%s, %s) of %s vs %s does not differ",
							FormatBits(t, w[0]), FormatBits(t, w[1]), a.name, b.name)
					}
					g.w = &Witness{In: w, A: ra, B: rb}
				}
			}
		}
	}
	return ac, nil
}

// checkSym checks a symbolic result against the model at one point.
func checkSym(m *Model, t Type, s symSet, a, b uint64) error {
	if got, want := s.result(a, b), m.eval(t, a, b, 0); !got.Equal(t, want) {
		return fmt.Errorf("semantics: internal error: %s at (%s, %s): region form gives %s, the model %s",
			m.name, FormatBits(t, a), FormatBits(t, b), got.String(t), want.String(t))
	}
	return nil
}

type exactGroup struct {
	pairs, bit, val, anb, bna u128
	w                         *Witness
}

type exactAcc struct {
	g [numGroups]exactGroup
}

// A counter counts the pairs of two blocks, in the magnitude orders of
// triMask, by outcome of the comparison of two symbolic results.
type counter struct {
	f          *format
	t          Type
	ba, bb     [2]uint64
	triMask    uint8
	ra, rb     symSet
	same       bool // ra and rb are the same symbolic set: no difference
	nf         int  // feature bits
	kill, set  [64][4]featBits
	init       featBits
	eqA, eqB   []int // eq feature (i, j) → bit, or -1 const false, -2 const true
	nanBase    []int // per form (A's then B's): bit of expOK; +1 mantNZ; +2 quiet
	nA, nB     int
	forms      []form
	constEq    map[[2]int]bool
	eqIdx      map[[2]int]int
	metricMemo map[featBits]outcome
}

type featBits [4]uint64

func (x *featBits) setBit(i int)  { x[i>>6] |= 1 << (i & 63) }
func (x featBits) has(i int) bool { return x[i>>6]>>(i&63)&1 != 0 }
func (x featBits) andNot(y featBits) featBits {
	return featBits{x[0] &^ y[0], x[1] &^ y[1], x[2] &^ y[2], x[3] &^ y[3]}
}
func (x featBits) or(y featBits) featBits {
	return featBits{x[0] | y[0], x[1] | y[1], x[2] | y[2], x[3] | y[3]}
}

type outcome struct{ bit, val, anb, bna bool }

type countResult struct {
	pairs, bit, val, anb, bna u128
	witness                   []uint64
}

func newCounter(f *format, t Type, ba, bb [2]uint64, triMask uint8, ra, rb symSet) *counter {
	c := &counter{f: f, t: t, ba: ba, bb: bb, triMask: triMask, ra: ra, rb: rb,
		nA: len(ra.forms), nB: len(rb.forms), eqIdx: map[[2]int]int{}, constEq: map[[2]int]bool{}}
	c.forms = append(append([]form(nil), ra.forms...), rb.forms...)
	if ra.equal(rb) {
		c.same = true
		return c // no difference anywhere: only the pairs are counted
	}
	w := f.bits
	for i := 0; i < c.nA; i++ {
		for j := 0; j < c.nB; j++ {
			x, y := &c.forms[i], &c.forms[c.nA+j]
			same, never := true, false
			for k := uint(0); k < w; k++ {
				d := x[k] ^ y[k]
				same = same && d == 0
				never = never || d == tt1
			}
			switch {
			case same:
				c.constEq[[2]int{i, j}] = true
			case never:
				c.constEq[[2]int{i, j}] = false
			default:
				bit := c.nf
				c.nf++
				c.eqIdx[[2]int{i, j}] = bit
				c.init.setBit(bit)
				for k := uint(0); k < w; k++ {
					d := x[k] ^ y[k]
					for idx := 0; idx < 4; idx++ {
						if d>>idx&1 != 0 {
							c.kill[k][idx].setBit(bit)
						}
					}
				}
			}
		}
	}
	mb := f.mantBits
	qpos := mb - 1
	for n := range c.forms {
		fm := &c.forms[n]
		base := c.nf
		c.nf += 3
		c.nanBase = append(c.nanBase, base)
		c.init.setBit(base) // expOK
		for k := uint(0); k < w-1; k++ {
			for idx := 0; idx < 4; idx++ {
				v := fm[k] >> idx & 1
				switch {
				case k >= mb && v == 0:
					c.kill[k][idx].setBit(base)
				case k < mb && v == 1:
					c.set[k][idx].setBit(base + 1)
					if k == qpos {
						c.set[k][idx].setBit(base + 2)
					}
				}
			}
		}
	}
	if c.nf > 256 {
		panic("semantics: too many features in a region")
	}
	return c
}

type dpState struct {
	tight uint8 // 1 a at lo, 2 a at hi, 4 b at lo, 8 b at hi
	cmp   uint8 // triEq, triLt, triGt so far
	feat  featBits
}

type dpNode struct {
	st    dpState
	n     u128
	prev  int32
	idx   uint8
	level int
}

// run counts the pairs, level by level from the top bit; nodes keep one
// predecessor each, in a deterministic order, so that a witness can be read
// back.
func (c *counter) run() countResult {
	w := c.f.bits
	levels := make([][]dpNode, w+1)
	levels[0] = []dpNode{{st: dpState{tight: 15, cmp: triEq, feat: c.init}, n: u128{0, 1}, prev: -1}}
	sign := w - 1
	index := map[dpState]int32{}
	for lv := 0; lv < int(w); lv++ {
		k := w - 1 - uint(lv)
		clear(index)
		var next []dpNode
		for pi := range levels[lv] {
			nd := &levels[lv][pi]
			for idx := uint8(0); idx < 4; idx++ {
				ai, bi := uint64(idx&1), uint64(idx>>1)
				st := nd.st
				ok := true
				chk := func(bitLo, bitHi uint8, v, lo, hi uint64) {
					lb, hb := lo>>k&1, hi>>k&1
					if st.tight&bitLo != 0 {
						if v < lb {
							ok = false
						} else if v > lb {
							st.tight &^= bitLo
						}
					}
					if st.tight&bitHi != 0 {
						if v > hb {
							ok = false
						} else if v < hb {
							st.tight &^= bitHi
						}
					}
				}
				chk(1, 2, ai, c.ba[0], c.ba[1])
				chk(4, 8, bi, c.bb[0], c.bb[1])
				if !ok {
					continue
				}
				if k != sign && st.cmp == triEq && ai != bi {
					if ai < bi {
						st.cmp = triLt
					} else {
						st.cmp = triGt
					}
				}
				st.feat = st.feat.andNot(c.kill[k][idx]).or(c.set[k][idx])
				if j, seen := index[st]; seen {
					next[j].n = next[j].n.add(nd.n)
					continue
				}
				index[st] = int32(len(next))
				next = append(next, dpNode{st: st, n: nd.n, prev: int32(pi), idx: idx})
			}
		}
		levels[lv+1] = next
	}
	var res countResult
	final := levels[w]
	if c.metricMemo == nil {
		c.metricMemo = map[featBits]outcome{}
	}
	witness := -1
	for i := range final {
		nd := &final[i]
		if c.triMask>>nd.st.cmp&1 == 0 {
			continue
		}
		res.pairs = res.pairs.add(nd.n)
		if c.same {
			continue
		}
		o, ok := c.metricMemo[nd.st.feat]
		if !ok {
			o = c.outcome(nd.st.feat)
			c.metricMemo[nd.st.feat] = o
		}
		if o.bit {
			res.bit = res.bit.add(nd.n)
			if witness < 0 {
				witness = i
			}
		}
		if o.val {
			res.val = res.val.add(nd.n)
		}
		if o.anb {
			res.anb = res.anb.add(nd.n)
		}
		if o.bna {
			res.bna = res.bna.add(nd.n)
		}
	}
	if witness >= 0 {
		var a, b uint64
		i := witness
		for lv := int(w); lv > 0; lv-- {
			nd := &levels[lv][i]
			k := w - uint(lv)
			a |= uint64(nd.idx&1) << k
			b |= uint64(nd.idx>>1) << k
			i = int(nd.prev)
		}
		res.witness = []uint64{a, b}
	}
	return res
}

// outcome decides, from the final features, whether the two results differ
// (as sets), differ in value (every NaN one value), and whether each allows
// a result the other does not, as Result.SubsetOf and valueEqual do.
func (c *counter) outcome(ft featBits) outcome {
	eq := func(i, j int) bool {
		if v, ok := c.constEq[[2]int{i, j}]; ok {
			return v
		}
		return ft.has(c.eqIdx[[2]int{i, j}])
	}
	nan := func(n int) bool { b := c.nanBase[n]; return ft.has(b) && ft.has(b+1) }
	qnan := func(n int) bool { return nan(n) && ft.has(c.nanBase[n]+2) }
	// in reports whether form n of one side is allowed by the other side.
	inA := func(j int) bool { // B's form j in A
		if c.ra.flag&flagAny != 0 || c.ra.flag&flagAnyNaN != 0 && nan(c.nA+j) || c.ra.flag&flagAnyQNaN != 0 && qnan(c.nA+j) {
			return true
		}
		for i := 0; i < c.nA; i++ {
			if eq(i, j) {
				return true
			}
		}
		return false
	}
	inB := func(i int) bool {
		if c.rb.flag&flagAny != 0 || c.rb.flag&flagAnyNaN != 0 && nan(i) || c.rb.flag&flagAnyQNaN != 0 && qnan(i) {
			return true
		}
		for j := 0; j < c.nB; j++ {
			if eq(i, j) {
				return true
			}
		}
		return false
	}
	flagSub := func(r, s resultFlag) (bool, bool) { // decided, value
		switch {
		case s&flagAny != 0:
			return true, true
		case r&flagAny != 0:
			return true, false
		case r&flagAnyNaN != 0 && s&flagAnyNaN == 0:
			return true, false
		case r&flagAnyQNaN != 0 && s&(flagAnyNaN|flagAnyQNaN) == 0:
			return true, false
		}
		return false, false
	}
	sub := func(aSide bool) bool {
		r, s := c.ra.flag, c.rb.flag
		n := c.nA
		if !aSide {
			r, s, n = s, r, c.nB
		}
		if d, v := flagSub(r, s); d {
			return v
		}
		for i := 0; i < n; i++ {
			if aSide && !inB(i) || !aSide && !inA(i) {
				return false
			}
		}
		return true
	}
	ab, ba := sub(true), sub(false)
	var o outcome
	o.anb, o.bna = !ab, !ba
	o.bit = !(ab && ba)
	if o.bit {
		// valueEqual: the same NaN-ness and the same set of numbers (with
		// the "anything" flag).
		hasNaN := func(fl resultFlag, off, n int) bool {
			if fl&(flagAnyQNaN|flagAnyNaN) != 0 {
				return true
			}
			for i := 0; i < n; i++ {
				if nan(off + i) {
					return true
				}
			}
			return false
		}
		numSub := func(aSide bool) bool {
			rf, sf := c.ra.flag&flagAny, c.rb.flag&flagAny
			n, m, off, offS := c.nA, c.nB, 0, c.nA
			if !aSide {
				rf, sf, n, m, off, offS = sf, rf, c.nB, c.nA, c.nA, 0
			}
			if sf != 0 {
				return true
			}
			if rf != 0 {
				return false
			}
			for i := 0; i < n; i++ {
				if nan(off + i) {
					continue
				}
				found := false
				for j := 0; j < m && !found; j++ {
					if nan(offS + j) {
						continue
					}
					if aSide {
						found = eq(i, j)
					} else {
						found = eq(j, i)
					}
				}
				if !found {
					return false
				}
			}
			return true
		}
		o.val = !(hasNaN(c.ra.flag, 0, c.nA) == hasNaN(c.rb.flag, c.nA, c.nB) && numSub(true) && numSub(false))
	}
	return o
}

// exactSupported reports whether both models are region-defined.
func exactSupported(a, b *Model, t Type) bool {
	ea, eb := newEvaluator(a, t), newEvaluator(b, t)
	return ea.m.symFunc() != nil && eb.m.symFunc() != nil
}
