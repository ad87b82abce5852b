package llinterp

import (
	"fmt"
	"math/bits"
	"strings"
	"sync"

	"github.com/lowerc/lowerc/semantics"
)

// value is a value's allowed sets, one per lane.
type value []Set

// denormMode is one half of a "denormal-fp-math" attribute (LangRef 19
// "Function Attributes"): ieee, preserve-sign, positive-zero or dynamic.
type denormMode struct{ out, in string }

func parseDenorm(s string) (denormMode, error) {
	parts := strings.Split(s, ",")
	if len(parts) == 1 {
		parts = append(parts, parts[0])
	}
	if len(parts) != 2 {
		return denormMode{}, fmt.Errorf("malformed denormal-fp-math %q", s)
	}
	for _, p := range parts {
		switch p {
		case "ieee", "preserve-sign", "positive-zero", "dynamic":
		default:
			return denormMode{}, fmt.Errorf("unknown denormal-fp-math mode %q", p)
		}
	}
	return denormMode{parts[0], parts[1]}, nil
}

// denormalMode returns the function's mode for lane type t:
// "denormal-fp-math-f32" overrides "denormal-fp-math" for float.
func (f *Func) denormalMode(t Type) (denormMode, error) {
	s, ok := f.Attrs["denormal-fp-math"]
	if t.Kind == Float {
		if s32, ok32 := f.Attrs["denormal-fp-math-f32"]; ok32 {
			s, ok = s32, true
		}
	}
	if !ok {
		return denormMode{"ieee", "ieee"}, nil
	}
	return parseDenorm(s)
}

// flushed returns the zeros a subnormal x may become under one mode half.
func flushed(f *fpFmt, mode string, x uint64) []uint64 {
	same := x & f.sign()
	switch mode {
	case "preserve-sign":
		return []uint64{same}
	case "positive-zero":
		return []uint64{0}
	case "dynamic":
		return []uint64{same, 0}
	}
	return nil
}

type evalCtx struct {
	f    *Func
	vals []value
	mem  *Memory
	th   *thread
	prev int // the block control came from (-1 in the entry block)
}

// maxSteps bounds the instructions one run executes (a loop that does not
// end is an error, not a hang).
const maxSteps = 1 << 20

// Eval runs f on one tuple of arguments, given as bit patterns (a vector's
// lane k in bits [k·w, (k+1)·w)), and returns the allowed sets of the result,
// one per lane. An error names the instruction and its position. A function
// that reads memory or thread ids is a kernel: see Launch.
func (f *Func) Eval(args []uint64) ([]Set, error) {
	if f.Err != nil {
		return nil, f.Err
	}
	if f.Ret.Kind == Void {
		return nil, &Error{f.Pos, fmt.Sprintf("@%s returns void (a kernel): run it with Launch", f.Name)}
	}
	return f.run(args, nil, nil)
}

// run executes f's blocks from the entry: phis take the value of the edge
// control came by, br picks the next block, ret ends the run.
// undefinedUse is the panic of a use of a value whose definition did not
// run; run turns it into a positioned error.
type undefinedUse struct{ o Operand }

func (f *Func) run(args []uint64, mem *Memory, th *thread) (res []Set, err error) {
	defer func() {
		if r := recover(); r != nil {
			u, ok := r.(undefinedUse)
			if !ok {
				panic(r)
			}
			res, err = nil, &Error{u.o.Pos, fmt.Sprintf("%%%s is used where its definition has not run (a definition must dominate its uses)", u.o.Local)}
		}
	}()
	if len(args) != len(f.Params) {
		return nil, fmt.Errorf("@%s takes %d arguments, got %d", f.Name, len(f.Params), len(args))
	}
	e := &evalCtx{f: f, vals: make([]value, f.nvals), mem: mem, th: th, prev: -1}
	for i, p := range f.Params {
		e.vals[i] = split(p.Type, args[i])
	}
	if len(f.Blocks) == 0 {
		return nil, &Error{f.Pos, "no ret"}
	}
	next := len(f.Params)
	results := make([]int, len(f.Insts)) // each instruction's value index, -1 for none
	for i, in := range f.Insts {
		results[i] = -1
		if in.Result != "" {
			results[i] = next
			next++
		}
	}
	cur, steps := 0, 0
	for {
		b := f.Blocks[cur]
		// The phis of a block read their values together, before any of
		// them is written.
		var phis []value
		k := b.Start
		for ; k < b.End && f.Insts[k].Op == "phi"; k++ {
			v, err := e.phi(f.Insts[k], cur)
			if err != nil {
				return nil, err
			}
			phis = append(phis, v)
		}
		for j, v := range phis {
			e.vals[results[b.Start+j]] = v
		}
		for ; k < b.End; k++ {
			in := f.Insts[k]
			if steps++; steps > maxSteps {
				return nil, &Error{in.Pos, fmt.Sprintf("more than %d instructions executed (a loop that does not end?)", maxSteps)}
			}
			if in.Op == "br" {
				t, err := e.branch(in)
				if err != nil {
					return nil, err
				}
				e.prev, cur = cur, t
				break
			}
			v, err := e.inst(in)
			if err != nil {
				if _, ok := err.(*Error); ok {
					return nil, err
				}
				return nil, &Error{in.Pos, in.Op + ": " + err.Error()}
			}
			if in.Op == "ret" {
				return v, nil
			}
			if results[k] >= 0 {
				e.vals[results[k]] = v
			}
		}
	}
}

// bits returns the one value of each lane of an exact value.
func (v value) bits() []uint64 {
	out := make([]uint64, len(v))
	for k, s := range v {
		out[k] = s.vals[0]
	}
	return out
}

// split cuts the bits of a whole value into exact lanes.
func split(t Type, x uint64) value {
	v := make(value, t.NumLanes())
	for k := range v {
		v[k] = Exact(x >> uint(k*t.Bits) & t.laneMask())
	}
	return v
}

func (e *evalCtx) operand(o Operand) value {
	if o.idx >= 0 && o.Local != "" {
		if v := e.vals[o.idx]; v != nil {
			return v
		}
		// Used where its definition did not run: IR whose definitions
		// do not dominate their uses (the verifier rejects it).
		panic(undefinedUse{o})
	}
	v := make(value, o.Type.NumLanes())
	for k := range v {
		if o.Poison {
			v[k] = PoisonSet()
		} else {
			v[k] = Exact(o.Const[k])
		}
	}
	return v
}

// each calls fn on every tuple of the product of sets (none poison).
func each(sets []Set, fn func(xs []uint64) error) error {
	xs := make([]uint64, len(sets))
	var rec func(i int) error
	rec = func(i int) error {
		if i == len(sets) {
			return fn(xs)
		}
		for _, v := range sets[i].vals {
			xs[i] = v
			if err := rec(i + 1); err != nil {
				return err
			}
		}
		return nil
	}
	return rec(0)
}

func anyPoison(sets []Set) bool {
	for _, s := range sets {
		if s.poison {
			return true
		}
	}
	return false
}

// lanes applies fn lane by lane to the operands' sets.
func (e *evalCtx) lanes(in *Inst, ops []Operand, fn func(lane int, sets []Set) (Set, error)) (value, error) {
	vs := make([]value, len(ops))
	for i, o := range ops {
		vs[i] = e.operand(o)
	}
	out := make(value, in.Type.NumLanes())
	sets := make([]Set, len(ops))
	for k := range out {
		for i := range vs {
			sets[i] = vs[i][k]
		}
		s, err := fn(k, sets)
		if err != nil {
			return nil, err
		}
		out[k] = s
	}
	return out, nil
}

// fpOpts say which LangRef rules apply to a floating-point operation.
type fpOpts struct {
	denormIn  bool // a "standard floating-point operation": subnormal inputs may be read as zero
	denormOut bool // and subnormal results may be flushed
	resFloat  bool // the result is of the operand type (not i1)
}

// fpLane evaluates one lane of a floating-point operation of lane type lt:
// the inputs are widened by what the function's denormal mode and the nsz
// flag let them be, fn gives each tuple's allowed results, and the flags
// and the denormal mode apply to those (LangRef 19 "Fast-Math Flags",
// "denormal-fp-math").
func (e *evalCtx) fpLane(in *Inst, lt Type, sets []Set, o fpOpts, fn func(xs []uint64) (Set, error)) (Set, error) {
	if anyPoison(sets) {
		return PoisonSet(), nil
	}
	f := fmtFor(lt)
	mode, err := e.f.denormalMode(lt)
	if err != nil {
		return Set{}, err
	}
	wide := make([]Set, len(sets))
	for i, s := range sets {
		var b builder
		for _, v := range s.vals {
			b.add(v)
			if o.denormIn && f.isSub(v) {
				for _, z := range flushed(f, mode.in, v) {
					b.add(z)
				}
			}
			if in.FMF&NSZ != 0 && f.isZero(v) {
				b.add(v ^ f.sign())
			}
		}
		if wide[i], err = b.set(); err != nil {
			return Set{}, err
		}
	}
	var b builder
	err = each(wide, func(xs []uint64) error {
		if b.poison {
			return nil
		}
		for _, x := range xs {
			if in.FMF&NNaN != 0 && f.isNaN(x) || in.FMF&NInf != 0 && f.isInf(x) {
				b.poison = true
				return nil
			}
		}
		r, err := fn(xs)
		if err != nil {
			return err
		}
		if r.poison {
			b.poison = true
			return nil
		}
		for _, v := range r.vals {
			b.add(v)
			if !o.resFloat {
				continue
			}
			if in.FMF&NNaN != 0 && f.isNaN(v) || in.FMF&NInf != 0 && f.isInf(v) {
				b.poison = true
				return nil
			}
			if o.denormOut && f.isSub(v) {
				for _, z := range flushed(f, mode.out, v) {
					b.add(z)
				}
			}
			if in.FMF&NSZ != 0 && f.isZero(v) {
				b.add(v ^ f.sign())
			}
		}
		return nil
	})
	if err != nil {
		return Set{}, err
	}
	return b.set()
}

var std = fpOpts{denormIn: true, denormOut: true, resFloat: true}
var signOp = fpOpts{resFloat: true} // fneg, fabs, copysign: bit operations on the sign

func (e *evalCtx) inst(in *Inst) (value, error) {
	switch in.Op {
	case "ret":
		if in.Type.Kind == Void {
			return nil, nil
		}
		return e.operand(in.Args[0]), nil
	case "load", "store", "getelementptr":
		return e.memory(in)
	case "fneg":
		lt := in.Type.Lane()
		f := fmtFor(lt)
		return e.lanes(in, in.Args, func(_ int, s []Set) (Set, error) {
			return e.fpLane(in, lt, s, signOp, func(xs []uint64) (Set, error) { return Exact(xs[0] ^ f.sign()), nil })
		})
	case "fcmp":
		lt := in.Args[0].Type.Lane()
		f := fmtFor(lt)
		return e.lanes(in, in.Args, func(_ int, s []Set) (Set, error) {
			return e.fpLane(in, lt, s, fpOpts{denormIn: true}, func(xs []uint64) (Set, error) {
				return Exact(b2u(f.fcmp(in.Pred, xs[0], xs[1]))), nil
			})
		})
	case "icmp":
		w := in.Args[0].Type.Bits
		return e.intLanes(in, in.Args, func(xs []uint64) (uint64, bool) { return b2u(icmp(in.Pred, xs[0], xs[1], w)), true })
	case "and", "or", "xor", "shl", "lshr", "ashr", "add", "sub", "mul", "udiv", "urem":
		return e.intBinary(in)
	case "zext", "sext", "trunc":
		from, to := in.Args[0].Type, in.Type
		return e.intLanes(in, in.Args, func(xs []uint64) (uint64, bool) {
			x := xs[0]
			switch in.Op {
			case "zext":
				if hasFlag(in, "nneg") && x>>uint(from.Bits-1)&1 == 1 {
					return 0, false
				}
				return x, true
			case "sext":
				return uint64(signExtend(x, from.Bits)) & to.laneMask(), true
			}
			r := x & to.laneMask()
			if hasFlag(in, "nuw") && r != x || hasFlag(in, "nsw") && uint64(signExtend(r, to.Bits))&from.laneMask() != x {
				return 0, false
			}
			return r, true
		})
	case "bitcast":
		return e.bitcast(in)
	case "fpext", "fptrunc":
		return e.convert(in)
	case "select":
		return e.sel(in)
	case "extractelement":
		v := e.operand(in.Args[0])
		k := in.Args[1].Const[0]
		if k >= uint64(len(v)) {
			return value{PoisonSet()}, nil
		}
		return value{v[k]}, nil
	case "insertelement":
		v := append(value(nil), e.operand(in.Args[0])...)
		k := in.Args[2].Const[0]
		if k >= uint64(len(v)) {
			for i := range v {
				v[i] = PoisonSet()
			}
			return v, nil
		}
		v[k] = e.operand(in.Args[1])[0]
		return v, nil
	case "call":
		return e.call(in)
	}
	return nil, &Error{in.Pos, fmt.Sprintf("unsupported instruction %q", in.Op)}
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

func hasFlag(in *Inst, fl string) bool {
	for _, g := range in.IntFlags {
		if g == fl {
			return true
		}
	}
	return false
}

// intLanes applies an integer function lane by lane over the products of
// the operands' sets; ok false is poison.
func (e *evalCtx) intLanes(in *Inst, ops []Operand, fn func(xs []uint64) (uint64, bool)) (value, error) {
	return e.lanes(in, ops, func(_ int, sets []Set) (Set, error) {
		if anyPoison(sets) {
			return PoisonSet(), nil
		}
		var b builder
		err := each(sets, func(xs []uint64) error {
			r, ok := fn(xs)
			if !ok {
				b.poison = true
			} else {
				b.add(r)
			}
			return nil
		})
		if err != nil {
			return Set{}, err
		}
		return b.set()
	})
}

// intBinary is and/or/xor/shl/lshr/ashr/add/sub with their poison flags
// (LangRef 19: a shift by the width or more is poison; nuw/nsw/exact/
// disjoint make the violating inputs poison).
func (e *evalCtx) intBinary(in *Inst) (value, error) {
	t := in.Type.Lane()
	w := t.Bits
	m := t.laneMask()
	return e.intLanes(in, in.Args, func(xs []uint64) (uint64, bool) {
		a, b := xs[0], xs[1]
		sa, sb := signExtend(a, w), signExtend(b, w)
		var r uint64
		switch in.Op {
		case "and":
			r = a & b
		case "or":
			if hasFlag(in, "disjoint") && a&b != 0 {
				return 0, false
			}
			r = a | b
		case "xor":
			r = a ^ b
		case "add":
			r = (a + b) & m
			if hasFlag(in, "nuw") && r < a || hasFlag(in, "nsw") && signExtend(r, w) != sa+sb {
				return 0, false
			}
		case "sub":
			r = (a - b) & m
			if hasFlag(in, "nuw") && b > a || hasFlag(in, "nsw") && signExtend(r, w) != sa-sb {
				return 0, false
			}
		case "mul":
			r = a * b & m
			if hi, lo := bits.Mul64(a, b); hasFlag(in, "nuw") && (hi != 0 || lo > m) || hasFlag(in, "nsw") && !mulFitsSigned(sa, sb, w) {
				return 0, false
			}
		case "udiv", "urem":
			if b == 0 {
				return 0, false // division by zero is undefined behaviour: anything
			}
			r = a / b
			if in.Op == "urem" {
				r = a % b
			} else if hasFlag(in, "exact") && a%b != 0 {
				return 0, false
			}
		case "shl", "lshr", "ashr":
			if b >= uint64(w) {
				return 0, false
			}
			switch in.Op {
			case "shl":
				r = a << b & m
				if hasFlag(in, "nuw") && r>>b != a || hasFlag(in, "nsw") && signExtend(r, w)>>b != sa {
					return 0, false
				}
			case "lshr":
				r = a >> b
				if hasFlag(in, "exact") && r<<b != a {
					return 0, false
				}
			default:
				r = uint64(sa>>b) & m
				if hasFlag(in, "exact") && r<<b&m != a {
					return 0, false
				}
			}
		}
		return r, true
	})
}

// bitcast reinterprets the bits (little-endian lane order, as on NVPTX and
// AMDGPU). A lane of the source that is poison makes every lane of the
// result it overlaps poison; several allowed source lanes give every
// combination, and each result lane is the set of its projections.
func (e *evalCtx) bitcast(in *Inst) (value, error) {
	from, to := in.Args[0].Type, in.Type
	src := e.operand(in.Args[0])
	out := make(value, to.NumLanes())
	if from.NumLanes() == to.NumLanes() {
		copy(out, src)
		return out, nil
	}
	if anyPoison(src) {
		for k := range out {
			out[k] = PoisonSet()
		}
		return out, nil
	}
	bs := make([]builder, len(out))
	err := each(src, func(xs []uint64) error {
		var whole uint64
		for k, x := range xs {
			whole |= x << uint(k*from.Bits)
		}
		for k := range out {
			bs[k].add(whole >> uint(k*to.Bits) & to.laneMask())
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	for k := range out {
		if out[k], err = bs[k].set(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// convert is fpext and fptrunc (LangRef 19: exact widening; narrowing
// rounds to nearest, ties to even; a NaN result follows the NaN rules, its
// payload carried with its most significant bits aligned).
func (e *evalCtx) convert(in *Inst) (value, error) {
	from, to := in.Args[0].Type.Lane(), in.Type.Lane()
	src, dst := fmtFor(from), fmtFor(to)
	return e.lanes(in, in.Args, func(_ int, sets []Set) (Set, error) {
		if anyPoison(sets) {
			return PoisonSet(), nil
		}
		// The input side's denormal mode is the source type's, the
		// result's is the destination's.
		var b builder
		inMode, err := e.f.denormalMode(from)
		if err != nil {
			return Set{}, err
		}
		var ins []uint64
		for _, x := range sets[0].vals {
			ins = append(ins, x)
			if src.isSub(x) {
				ins = append(ins, flushed(src, inMode.in, x)...)
			}
			if in.FMF&NSZ != 0 && src.isZero(x) {
				ins = append(ins, x^src.sign())
			}
		}
		for _, x := range ins {
			if in.FMF&NNaN != 0 && src.isNaN(x) || in.FMF&NInf != 0 && src.isInf(x) {
				return PoisonSet(), nil
			}
			if src.isNaN(x) {
				for _, v := range nanResults(dst, src, []uint64{x}) {
					b.add(v)
				}
				continue
			}
			b.add(dst.fromFloat64(src.toFloat64(x)))
		}
		r, err := b.set()
		if err != nil {
			return Set{}, err
		}
		// Output flushing, nsz and nnan/ninf on the result.
		return e.fpLane(&Inst{FMF: in.FMF}, to, []Set{r}, fpOpts{denormOut: true, resFloat: true}, func(xs []uint64) (Set, error) {
			return Exact(xs[0]), nil
		})
	})
}

// nanResults is LangRef 19's "Behavior of Floating-Point NaN values" for an
// operation of result format dst whose inputs include the NaNs nans (of
// format src): any sign, and the payload of the preferred NaN, of an input
// NaN quieted, or of an input NaN unchanged (when that is still a NaN of
// dst). No target-specific extra payloads: LangRef names them for wasm only.
func nanResults(dst, src *fpFmt, nans []uint64) []uint64 {
	out := []uint64{dst.preferredNaN()}
	for _, x := range nans {
		c := dst.narrowNaN(src, x)
		out = append(out, c|dst.quiet())
		if dst.isNaN(c) {
			out = append(out, c)
		}
	}
	n := len(out)
	for i := 0; i < n; i++ {
		out = append(out, out[i]^dst.sign())
	}
	return out
}

// sel is select: a poison condition is poison; otherwise the chosen arm
// (both when the condition may be either). A scalar condition with vector
// arms picks whole vectors; lanes are kept as independent sets, which can
// only allow more (noted in the package doc).
func (e *evalCtx) sel(in *Inst) (value, error) {
	c := e.operand(in.Args[0])
	x, y := e.operand(in.Args[1]), e.operand(in.Args[2])
	lt := in.Type.Lane()
	out := make(value, in.Type.NumLanes())
	for k := range out {
		ck := c[0]
		if len(c) > 1 {
			ck = c[k]
		}
		if ck.poison {
			out[k] = PoisonSet()
			continue
		}
		var b builder
		for _, cv := range ck.vals {
			if cv == 1 {
				b.addSet(x[k])
			} else {
				b.addSet(y[k])
			}
		}
		s, err := b.set()
		if err != nil {
			return nil, err
		}
		if lt.IsFloat() && in.FMF != 0 {
			if s, err = e.fpLane(in, lt, []Set{s}, fpOpts{resFloat: true}, func(xs []uint64) (Set, error) { return Exact(xs[0]), nil }); err != nil {
				return nil, err
			}
		}
		out[k] = s
	}
	return out, nil
}

// minmaxModel returns package semantics' model of each min/max intrinsic,
// looked up on first use (at package init it made every lowerc process fill
// semantics' model registry).
var minmaxModel = sync.OnceValue(func() map[string]*semantics.Model {
	m := map[string]*semantics.Model{}
	for _, n := range []string{"minnum", "maxnum", "minimum", "maximum", "minimumnum", "maximumnum"} {
		m[n] = semantics.MustLookup("llvm19:" + n)
	}
	return m
})

func (e *evalCtx) call(in *Inst) (value, error) {
	if in.Asm != "" {
		return e.asm(in)
	}
	if what := threadIntrinsics[in.Callee]; what != "" {
		if e.th == nil {
			return nil, &Error{in.Pos, fmt.Sprintf("@%s reads a thread id: run the kernel with Launch", in.Callee)}
		}
		return value{Exact(e.th.read(what))}, nil
	}
	lt := in.Args[0].Type.Lane()
	f := fmtFor(lt)
	switch in.base {
	case "fabs":
		return e.lanes(in, in.Args, func(_ int, s []Set) (Set, error) {
			return e.fpLane(in, lt, s, signOp, func(xs []uint64) (Set, error) { return Exact(xs[0] &^ f.sign()), nil })
		})
	case "copysign":
		return e.lanes(in, in.Args, func(_ int, s []Set) (Set, error) {
			return e.fpLane(in, lt, s, signOp, func(xs []uint64) (Set, error) {
				return Exact(xs[0]&^f.sign() | xs[1]&f.sign()), nil
			})
		})
	case "is.fpclass":
		mask := in.Args[1].Const[0]
		if mask >= 1<<10 {
			return nil, &Error{in.Args[1].Pos, fmt.Sprintf("llvm.is.fpclass mask %#x has bits above 9", mask)}
		}
		return e.lanes(in, in.Args[:1], func(_ int, s []Set) (Set, error) {
			return e.fpLane(in, lt, s, fpOpts{}, func(xs []uint64) (Set, error) {
				return Exact(b2u(f.classMask(xs[0])&mask != 0)), nil
			})
		})
	case "canonicalize":
		mode, err := e.f.denormalMode(lt)
		if err != nil {
			return nil, err
		}
		return e.lanes(in, in.Args, func(_ int, s []Set) (Set, error) {
			return e.fpLane(in, lt, s, fpOpts{resFloat: true}, func(xs []uint64) (Set, error) {
				return canonicalize(f, mode, xs[0]), nil
			})
		})
	}
	m := minmaxModel()[in.base]
	st := lt.Sem()
	return e.lanes(in, in.Args, func(_ int, s []Set) (Set, error) {
		return e.fpLane(in, lt, s, std, func(xs []uint64) (Set, error) {
			r, err := m.Eval(st, xs[0], xs[1], 0)
			if err != nil {
				return Set{}, err
			}
			return fromResult(st, r)
		})
	})
}
