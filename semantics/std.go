package semantics

import "fmt"

var sprintf = fmt.Sprintf

// Standards and IR definitions: relations (sets of allowed results).
// Sources: docs/reference/semantics.md §1 (IEEE 754-2008 minNum/maxNum, 754-2019
// minimum/maximum/minimumNumber/maximumNumber, C17 Annex F fmax/fmin) and
// §2.3 (LLVM 19 LangRef llvm.minnum/maxnum, minimum/maximum, minimumnum/
// maximumnum, and "Behavior of Floating-Point NaN values").

type stdCase uint8

const (
	caseNumber      stdCase = iota // return the other (non-NaN) operand
	caseNaN                        // return a NaN (see nanBits)
	caseAnyQNaN                    // return any quiet NaN
	caseAnything                   // undefined: any bit pattern
	caseNumberOrNaN                // the other operand or a NaN, non-deterministically (LLVM 22 maxnum with an sNaN)
)

// nanBits says which NaNs a standard allows when it returns a NaN.
type nanBits uint8

const (
	nanAnyQuiet  nanBits = iota // any quiet NaN (IEEE 754 §6.2: payload "should", sign not interpreted)
	nanLLVM                     // LLVM LangRef NaN rules: preferred, quieted input, unchanged input; either sign
	nanLLVMQuiet                // the LLVM set, quiet members only ("returns qNaN")
)

type stdRel struct {
	max       bool
	qnanNum   stdCase // a quiet NaN and a number
	snanNum   stdCase // a signaling NaN and a number
	twoNaN    stdCase // two NaNs
	bits      nanBits
	zeroOrder bool // −0 < +0; else either zero may be returned
	mag       bool // magnitudes first (the *Mag operations); ties go on as above
}

func (s *stdRel) eval(t Type, a, b uint64) Result {
	f := fmtOf(t)
	switch s.decide(f, a, b) {
	case rcA:
		return Exact(a)
	case rcB:
		return Exact(b)
	case rcZero:
		if s.max {
			return Exact(0)
		}
		return Exact(f.sign)
	case rcEither:
		return SetOf(a, b)
	case rcAnyQNaN:
		return AnyQNaN()
	case rcAny:
		return Anything()
	case rcNumOrLLVM:
		r := llvmNaNs(f, s.bits == nanLLVMQuiet, a, b)
		if f.isNaN(a) {
			r.add(b)
		} else {
			r.add(a)
		}
		return r
	}
	return llvmNaNs(f, s.bits == nanLLVMQuiet, a, b)
}

// llvmNaNs is the set LangRef ("Behavior of Floating-Point NaN values", LLVM
// 18/19) allows for a NaN result: either sign, with the quiet bit set and a
// zero payload (preferred NaN), or the quiet bit set and the payload of an
// input NaN, or an input NaN's quiet bit and payload unchanged. The target's
// extra NaNs are not included (empty on x86 and Arm).
func llvmNaNs(f *format, quietOnly bool, ins ...uint64) Result {
	var r Result
	pref := f.expMask | f.quiet
	r.add(pref)
	r.add(pref | f.sign)
	for _, x := range ins {
		if !f.isNaN(x) {
			continue
		}
		q := f.quietNaN(x)
		r.add(q &^ f.sign)
		r.add(q | f.sign)
		if !quietOnly || f.isQNaN(x) {
			r.add(x &^ f.sign)
			r.add(x | f.sign)
		}
	}
	return r
}

func stdModel(name, desc, src string, types []Type, s stdRel) *Model {
	return &Model{
		name: name, desc: desc, source: src, arity: 2, types: types, relation: true,
		rel:    func(t Type, a, b, _ uint64) Result { return s.eval(t, a, b) },
		relRow: s.row, std: &s,
	}
}

var allFloats = []Type{F32, F64, F16, BF16}

func initStd() {
	const srcIEEE08 = "IEEE 754-2008 §5.3.1 minNum/maxNum, §6.2 (docs/reference/semantics.md §1)"
	const srcIEEE19 = "IEEE 754-2019 §9.6 (docs/reference/semantics.md §1; wording quoted in llvm PR #93841)"
	const srcC23 = "ISO C23 7.12.12.4/5 and Annex F.10.9.4/5 (docs/reference/semantics.md §1 C23 columns)"
	const srcC = "ISO C17 7.12.12.2/3 and Annex F.10.9.2 (docs/reference/semantics.md §1)"
	const srcLLVM = "LLVM 19 LangRef: llvm.%s and \"Behavior of Floating-Point NaN values\" (docs/reference/semantics.md §2.3)"
	for _, mx := range []bool{true, false} {
		registerModel(stdModel("ieee754-2008:"+pick(mx, "maxNum", "minNum"),
			"IEEE 754-2008 "+pick(mx, "maxNum", "minNum")+": a quiet NaN loses to a number, an sNaN gives a qNaN, ±0 either",
			srcIEEE08, allFloats,
			stdRel{max: mx, qnanNum: caseNumber, snanNum: caseAnyQNaN, twoNaN: caseAnyQNaN}))
		registerModel(stdModel("ieee754-2019:"+pick(mx, "maximum", "minimum"),
			"IEEE 754-2019 "+pick(mx, "maximum", "minimum")+": any NaN gives a qNaN, −0 < +0",
			srcIEEE19, allFloats,
			stdRel{max: mx, qnanNum: caseAnyQNaN, snanNum: caseAnyQNaN, twoNaN: caseAnyQNaN, zeroOrder: true}))
		registerModel(stdModel("ieee754-2019:"+pick(mx, "maximumNumber", "minimumNumber"),
			"IEEE 754-2019 "+pick(mx, "maximumNumber", "minimumNumber")+": any NaN (sNaN too) loses to a number, −0 < +0",
			srcIEEE19, allFloats,
			stdRel{max: mx, qnanNum: caseNumber, snanNum: caseNumber, twoNaN: caseAnyQNaN, zeroOrder: true}))
		// The sources disagree on sNaN inputs (docs/reference/semantics.md §1): C99–C17
		// F.2.1 leaves them undefined, TS 18661-1 (C23 Annex F) and glibc's
		// tests want a quiet NaN. The default follows C17, which the name
		// "c:" stands for; snan=quiet is the TS 18661-1 reading.
		cBase := "c:" + pick(mx, "fmax", "fmin")
		cParams := []param{{name: "snan", values: []string{"undefined", "quiet"},
			doc: "sNaN input: undefined (C17 F.2.1, any result) or quiet (TS 18661-1 / C23: a quiet NaN)"}}
		cDesc := "C17 " + pick(mx, "fmax", "fmin") + " (Annex F): a NaN loses to a number, ±0 either; "
		register(&entry{base: cBase, params: cParams, build: func(p map[string]string) *Model {
			rel, d := stdRel{max: mx, qnanNum: caseNumber, snanNum: caseAnything, twoNaN: caseAnyQNaN}, "sNaN inputs undefined (any result)"
			if p["snan"] == "quiet" {
				rel.snanNum, d = caseAnyQNaN, "an sNaN input gives a quiet NaN (TS 18661-1 reading)"
			}
			m := stdModel(canonicalName(cBase, cParams, p), cDesc+d, srcC, []Type{F32, F64}, rel)
			m.params = paramDocs(cParams)
			return m
		}})
		registerModel(stdModel("c23:"+pick(mx, "fmaximum", "fminimum"),
			"C23 "+pick(mx, "fmaximum", "fminimum")+" (IEEE 754-2019 "+pick(mx, "maximum", "minimum")+"): any NaN gives a qNaN, −0 < +0",
			srcC23, []Type{F32, F64},
			stdRel{max: mx, qnanNum: caseAnyQNaN, snanNum: caseAnyQNaN, twoNaN: caseAnyQNaN, zeroOrder: true}))
		registerModel(stdModel("c23:"+pick(mx, "fmaximum_num", "fminimum_num"),
			"C23 "+pick(mx, "fmaximum_num", "fminimum_num")+" (IEEE 754-2019 "+pick(mx, "maximumNumber", "minimumNumber")+"): a NaN (sNaN too) loses to a number, −0 < +0",
			srcC23, []Type{F32, F64},
			stdRel{max: mx, qnanNum: caseNumber, snanNum: caseNumber, twoNaN: caseAnyQNaN, zeroOrder: true}))
		nm := pick(mx, "maxnum", "minnum")
		registerModel(stdModel("llvm19:"+nm,
			"LLVM 19 llvm."+nm+": a NaN (sNaN too) loses to a number, ±0 either, NaN bits per LangRef",
			sprintf(srcLLVM, nm), allFloats,
			stdRel{max: mx, qnanNum: caseNumber, snanNum: caseNumber, twoNaN: caseNaN, bits: nanLLVM}))
		nm = pick(mx, "maximum", "minimum")
		registerModel(stdModel("llvm19:"+nm,
			"LLVM 19 llvm."+nm+": any NaN propagates, −0 < +0, NaN bits per LangRef",
			sprintf(srcLLVM, nm), allFloats,
			stdRel{max: mx, qnanNum: caseNaN, snanNum: caseNaN, twoNaN: caseNaN, bits: nanLLVM, zeroOrder: true}))
		nm = pick(mx, "maximumnum", "minimumnum")
		registerModel(stdModel("llvm19:"+nm,
			"LLVM 19 llvm."+nm+": a NaN (sNaN too) loses to a number, two NaNs give a qNaN, −0 < +0",
			sprintf(srcLLVM, nm), allFloats,
			stdRel{max: mx, qnanNum: caseNumber, snanNum: caseNumber, twoNaN: caseNaN, bits: nanLLVMQuiet, zeroOrder: true}))
	}
}

// Row codes of a standard relation: what it allows for one stretch of b.
const (
	rcA         = iota // exactly a
	rcB                // exactly b
	rcZero             // exactly the ordered zero
	rcEither           // {a, b} (±0)
	rcAnyQNaN          // any quiet NaN
	rcAny              // anything
	rcLLVM             // LLVM's NaN set of the NaN inputs
	rcNumOrLLVM        // the number input, or LLVM's NaN set of the NaN input
)

// decide returns the row code of input (a, b), which eval turns into the
// allowed set; it depends only on the NaN kinds, zero-ness and the order of
// a and b, as rule.decide does, so that row can binary-search it.
func (s *stdRel) decide(f *format, a, b uint64) int {
	an, bn := f.isNaN(a), f.isNaN(b)
	var c stdCase
	switch {
	case an && bn:
		c = s.twoNaN
		if s.snanNum == caseAnything && (f.isSNaN(a) || f.isSNaN(b)) {
			// Undefined with an sNaN input (C17 F.2.1), whatever the other.
			c = caseAnything
		}
	case an || bn:
		nan := a
		if bn {
			nan = b
		}
		if f.isSNaN(nan) {
			c = s.snanNum
		} else {
			c = s.qnanNum
		}
	default:
		if ma, mb := a&^f.sign, b&^f.sign; s.mag && ma != mb {
			if (ma > mb) == s.max {
				return rcA
			}
			return rcB
		}
		if f.isZero(a) && f.isZero(b) && a != b {
			if s.zeroOrder {
				return rcZero
			}
			return rcEither
		}
		if (f.key(a) >= f.key(b)) == s.max {
			return rcA
		}
		return rcB
	}
	switch c {
	case caseNumber:
		if an {
			return rcB
		}
		return rcA
	case caseAnyQNaN:
		return rcAnyQNaN
	case caseAnything:
		return rcAny
	case caseNumberOrNaN:
		return rcNumOrLLVM
	}
	if s.bits == nanAnyQuiet {
		return rcAnyQNaN
	}
	return rcLLVM
}

// row is rule.row for a standard relation.
func (s *stdRel) row(t Type, a uint16, dst []piece) []piece {
	f := fmtOf(t)
	A := uint64(a)
	all := uint16(f.all)
	stretches(f, func(b uint64) int { return s.decide(f, A, b) }, func(lo, hi uint32, x int) {
		p := piece{lo: lo, hi: hi}
		b0 := uint64(lo)
		switch x {
		case rcA:
			p.o = a
		case rcB:
			p.m = all
		case rcZero:
			p.o = uint16(s.eval(t, A, b0).Bits())
		case rcEither:
			p.kind, p.set = pkSet, SetOf(A, b0)
		case rcAnyQNaN:
			p.kind, p.set = pkSet, AnyQNaN()
		case rcAny:
			p.kind, p.set = pkSet, Anything()
		case rcNumOrLLVM:
			p.kind = pkEach
		case rcLLVM:
			quiet := s.bits == nanLLVMQuiet
			switch an, bn := f.isNaN(A), f.isNaN(b0); {
			case an && bn:
				p.kind, p.quietOnly = pkLLVMab, quiet
			case an:
				p.kind, p.set = pkSet, llvmNaNs(f, quiet, A)
			default:
				p.kind, p.quietOnly = pkLLVMb, quiet
			}
		}
		dst = append(dst, p)
	})
	return dst
}
