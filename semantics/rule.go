package semantics

// A rule is the data that defines a two-input floating-point min/max function:
// the axes of docs/reference/semantics.md §0 (NaN policy, sNaN policy, ±0 policy,
// two-NaN selection, output NaN bits, special-case order) plus flush-to-zero
// and PTX's .xorsign.abs. One evaluator (rule.eval) serves Eval, and the same
// decision function (rule.decide) drives the row generator (rule.row) that
// the comparison engine uses for exhaustive 16-bit sweeps, so both read the
// same data.
type rule struct {
	max bool // max, else min
	// nan[kind(a)][kind(b)] is the action when at least one input is a NaN;
	// kinds are kNum, kQNaN, kSNaN.
	nan [3][3]act
	// zero is the action for +0 vs −0 (after input flushing): actCmp orders
	// −0 < +0; actA / actB return the first / second operand.
	zero act
	// ftzCmp flushes subnormal inputs before comparing (and returns them
	// flushed); ftzOut flushes the returned number (AMD denorm mode 1).
	ftzCmp, ftzOut bool
	// xorsignAbs is PTX .xorsign.abs: compare |a|, |b|; a number result gets
	// sign(a) XOR sign(b).
	xorsignAbs bool
	// infFirst is Go math.Max/Min: an input equal to +Inf (max) / −Inf (min)
	// is returned before any NaN check.
	infFirst bool
	// mag compares magnitudes first (C23 fmaximum_mag, glibc fmaxmag): the
	// operand of larger (max) / smaller (min) magnitude, as is; equal
	// magnitudes go on to the ordinary comparison.
	mag bool
	// canon is the canonical NaN returned by actCanon, per float type.
	canon func(Type) uint64
}

// An act is what a rule returns in one case.
type act uint8

const (
	actCmp   act = iota // compare the (pre-processed) numbers
	actA                // the first operand as a number (pre-processed)
	actB                // the second operand as a number
	actRawA             // the first operand's bits unchanged (NaN passes as is)
	actRawB             // the second operand's bits unchanged
	actQA               // the first operand with the quiet bit set
	actQB               // the second operand with the quiet bit set
	actCanon            // the rule's canonical NaN
	actOrMin            // a | b (Go amd64 builtin min: MINSS twice and POR)
	actOrMax            // ¬(¬a | ¬b) on the sign, a | b elsewhere (Go builtin max)
	actInf              // ±Inf (Go math.Max/Min special case)
)

const (
	kNum = iota
	kQNaN
	kSNaN
)

func (f *format) kind(x uint64) int {
	switch {
	case !f.isNaN(x):
		return kNum
	case x&f.quiet != 0:
		return kQNaN
	}
	return kSNaN
}

// nanTable builds a NaN table from one action per case: a NaN and a number
// (in each order), and two NaNs, refined by quiet/signaling through fn.
func nanTable(fn func(ka, kb int) act) [3][3]act {
	var t [3][3]act
	for ka := 0; ka < 3; ka++ {
		for kb := 0; kb < 3; kb++ {
			if ka == kNum && kb == kNum {
				continue
			}
			t[ka][kb] = fn(ka, kb)
		}
	}
	return t
}

// numberWins returns the action when a NaN (quiet or signaling) meets a
// number: the number; two NaNs give two.
func numberWins(ka, kb int, two act) act {
	switch {
	case ka != kNum && kb != kNum:
		return two
	case ka != kNum:
		return actB
	}
	return actA
}

// numberTable is the NaN table of numberWins.
func numberTable(two act) [3][3]act {
	return nanTable(func(ka, kb int) act { return numberWins(ka, kb, two) })
}

// pick returns max or min, for the loops that register both operations.
func pick(mx bool, max, min string) string {
	if mx {
		return max
	}
	return min
}

// cmpIn returns the value used for comparing: flushed and/or made absolute.
func (r *rule) cmpIn(f *format, x uint64) uint64 {
	if r.ftzCmp {
		x = f.ftz(x)
	}
	if r.xorsignAbs {
		x &^= f.sign
	}
	return x
}

// outNum returns operand x as the number result (before the xorsign sign).
func (r *rule) outNum(f *format, x uint64) uint64 {
	if r.ftzCmp || r.ftzOut {
		x = f.ftz(x)
	}
	if r.xorsignAbs {
		x &^= f.sign
	}
	return x
}

func (r *rule) infFor(f *format) uint64 {
	if r.max {
		return f.inf
	}
	return f.inf | f.sign
}

// decide returns the action for inputs a, b. It depends only on: the NaN kind
// of each input, whether an input is the special infinity (infFirst), whether
// the compared values are zeros, and the order of the compared values; the
// row generator relies on this.
func (r *rule) decide(f *format, a, b uint64) act {
	if r.infFirst {
		inf := r.infFor(f)
		if a == inf || b == inf {
			return actInf
		}
	}
	ka, kb := f.kind(a), f.kind(b)
	if ka != kNum || kb != kNum {
		return r.nan[ka][kb]
	}
	ca, cb := r.cmpIn(f, a), r.cmpIn(f, b)
	if r.mag {
		if ma, mb := ca&^f.sign, cb&^f.sign; ma != mb {
			if (ma > mb) == r.max {
				return actA
			}
			return actB
		}
	}
	if r.zero != actCmp && f.isZero(ca) && f.isZero(cb) && ca != cb {
		return r.zero
	}
	ka64, kb64 := f.key(ca), f.key(cb)
	switch {
	case ka64 == kb64:
		return actA
	case (ka64 > kb64) == r.max:
		return actA
	}
	return actB
}

// apply computes the result of action x for inputs a, b.
func (r *rule) apply(f *format, t Type, x act, a, b uint64) uint64 {
	var v uint64
	switch x {
	case actA, actB:
		if x == actA {
			v = r.outNum(f, a)
		} else {
			v = r.outNum(f, b)
		}
		if r.xorsignAbs {
			v |= (a ^ b) & f.sign
		}
		return v
	case actRawA:
		return a
	case actRawB:
		return b
	case actQA:
		return f.quietNaN(a)
	case actQB:
		return f.quietNaN(b)
	case actCanon:
		return r.canon(t)
	case actOrMin:
		return a | b
	case actOrMax:
		return ((a ^ f.sign) | (b ^ f.sign)) ^ f.sign
	case actInf:
		return r.infFor(f)
	}
	panic("semantics: bad action")
}

func (r *rule) eval(t Type, a, b uint64) uint64 {
	f := fmtOf(t)
	a &= f.all
	b &= f.all
	return r.apply(f, t, r.decide(f, a, b), a, b)
}

// A piece is a run of one row. For kind pkExact (functions), the result for
// b in [lo, hi) is (b & m) | o. Relations also use pkSet (the same allowed
// set for every b: set), pkLLVMb (LLVM's NaN set of the one NaN input b, quiet
// members only if quietOnly), pkLLVMab (the same for two NaN inputs a and b)
// and pkEach (evaluate each b).
type piece struct {
	lo, hi    uint32
	m, o      uint16
	kind      uint8
	quietOnly bool
	set       Result
}

const (
	pkExact uint8 = iota
	pkSet
	pkLLVMb
	pkLLVMab
	pkEach
)

// blocks16 returns, for a 16-bit format, the bit-pattern ranges [lo, hi]
// that hold one class each (sign, zero, subnormal, normal, inf, sNaN, qNaN).
func blocks16(f *format) [][2]uint32 {
	switch f {
	case fmtF16:
		return blocksF16
	case fmtBF16:
		return blocksBF16
	}
	return makeBlocks16(f)
}

var blocksF16, blocksBF16 = makeBlocks16(fmtF16), makeBlocks16(fmtBF16)

func makeBlocks16(f *format) [][2]uint32 {
	var out [][2]uint32
	for _, s := range []uint32{0, uint32(f.sign)} {
		inf := uint32(f.inf)
		q := uint32(f.quiet)
		mn := uint32(f.minNormal)
		out = append(out,
			[2]uint32{s, s},                              // zero
			[2]uint32{s | 1, s | (mn - 1)},               // subnormal
			[2]uint32{s | mn, s | (inf - 1)},             // normal
			[2]uint32{s | inf, s | inf},                  // inf
			[2]uint32{s | inf | 1, s | inf | (q - 1)},    // sNaN
			[2]uint32{s | inf | q, s | uint32(f.all>>1)}, // qNaN
		)
	}
	return out
}

// stretches calls emit, in increasing order of b, for each maximal stretch
// [lo, hi) of the 16-bit patterns b of format f on which decide(b) is
// constant (x). It relies on decide changing at most once inside each class
// block (x…x y…y), and finds the change by binary search.
func stretches[X comparable](f *format, decide func(b uint64) X, emit func(lo, hi uint32, x X)) {
	for _, blk := range blocks16(f) {
		lo, hi := blk[0], blk[1]
		for lo <= hi {
			x := decide(uint64(lo))
			l, h := lo, hi // l: the last b known to give x
			for l < h {
				m := l + (h-l+1)/2
				if decide(uint64(m)) == x {
					l = m
				} else {
					h = m - 1
				}
			}
			emit(lo, l+1, x)
			lo = l + 1
		}
	}
}

// row appends to dst the pieces of the row a (all b of a 16-bit type, in
// increasing bit order) and returns it. Within one class block the compared
// value of b is monotone in b's bits and equality goes with actA, which is
// also the action on one side of it, so decide changes at most once: x…x y…y.
// Each stretch where decide is constant becomes one piece.
func (r *rule) row(t Type, a uint16, dst []piece) []piece {
	r.rowRuns(t, a, func(p piece) { dst = append(dst, p) })
	return dst
}

// rowRuns calls emit with the pieces of row a in order, as row returns them.
func (r *rule) rowRuns(t Type, a uint16, emit func(piece)) {
	f := fmtOf(t)
	A := uint64(a)
	stretches(f, func(b uint64) act { return r.decide(f, A, b) }, func(lo, hi uint32, x act) {
		emit(r.piece(f, t, x, A, lo, hi))
	})
}

// piece returns the run [lo, hi) of action x, where every b has the same
// class and sign; it must agree with apply for every b in the run (the row
// test checks this against eval for whole rows).
func (r *rule) piece(f *format, t Type, x act, a uint64, lo, hi uint32) piece {
	all := uint16(f.all)
	p := piece{lo: lo, hi: hi}
	b0 := uint64(lo)
	bs := b0 & f.sign
	konst := func(v uint64) piece { p.m, p.o = 0, uint16(v); return p }
	switch x {
	case actA:
		return konst(r.apply(f, t, x, a, b0))
	case actB:
		if (r.ftzCmp || r.ftzOut) && f.isSub(b0) {
			return konst(r.apply(f, t, x, a, b0))
		}
		p.m = all
		if r.xorsignAbs {
			p.m = all &^ uint16(f.sign)
			p.o = uint16((a ^ bs) & f.sign)
		}
		return p
	case actRawA, actQA, actCanon, actInf:
		return konst(r.apply(f, t, x, a, b0))
	case actRawB:
		p.m = all
		return p
	case actQB:
		p.m, p.o = all, uint16(f.quiet)
		return p
	case actOrMin:
		p.m, p.o = all, uint16(a)
		return p
	case actOrMax:
		p.m = all &^ uint16(f.sign)
		if a&f.sign != 0 {
			p.m = all
		}
		p.o = uint16(a &^ f.sign)
		return p
	}
	panic("semantics: bad action")
}
