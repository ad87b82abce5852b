package llvm

import (
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/lowerc/lowerc/ir"
)

// mmCtx is what the lowering of one min/max op needs, fixed per op.
type mmCtx struct {
	ke     *kernelEmitter
	op     *ir.MinMax
	row    *Row
	max    bool
	dt     ir.ElemType // the IR type
	work   ir.ElemType // the lane type computed in (f32 for widened types)
	packed bool
	widen  bool // inputs widened to f32 (bf16 bits, or fpext of f16 for fPTXWide)
}

func (ke *kernelEmitter) minmax(o *ir.MinMax, srcs []value.Value, slots []ir.Slot) value.Value {
	c := ke.mmCtx(o)
	if c == nil {
		return srcs[0]
	}
	vals := make([]value.Value, len(srcs))
	for i, s := range srcs {
		vals[i] = c.widenIn(s)
	}
	var r value.Value
	switch c.row.form {
	case fMaxnumSign:
		r = vals[0]
		for _, v := range vals[1:] {
			r = c.call(c.name("maxnum", "minnum"), r, v, nil)
		}
		r = c.signFix(c.quietResult(r), vals, slots)
	default:
		r = vals[0]
		for i, v := range vals[1:] {
			x := r
			r = c.two(x, v)
			if c.row.quiet == quietSelect && i == len(vals)-2 {
				r = c.quietIfNaN(x, v, r)
			}
		}
		r = c.quietResult(r)
	}
	return c.narrowOut(r)
}

// quietResult is the row's llvm.canonicalize of a chain's result (rows
// with quietCanon; r itself otherwise). LangRef 19's canonicalize entry:
// "SNaNs must be quieted", the payload is kept otherwise, and a non-NaN
// keeps its value (a subnormal too: lowerc's IR has the default
// "denormal-fp-math" of ieee). The min/max intrinsics' own NaN results may
// be an input sNaN unchanged ("Behavior of Floating-Point NaN values").
func (c *mmCtx) quietResult(r value.Value) value.Value {
	if c.row.quiet != quietCanon {
		return r
	}
	t := c.workType()
	f := c.ke.e.declare("llvm.canonicalize."+c.suffix(), t, t)
	return c.ke.b.NewCall(f, r)
}

// quietIfNaN is select(fcmp uno x, y; qNaN; r) for the last step r = x op
// y of a chain (rows with quietSelect): r is a NaN exactly when x or y is
// one, and then the select gives LLVM's preferred quiet NaN. fcmp and
// select are exact; the select's condition is the one llc's own expansion
// of llvm.maximum tests on NVPTX (setp.nan), so it costs one selp.
func (c *mmCtx) quietIfNaN(x, y, r value.Value) value.Value {
	u := c.ke.b.NewFCmp(enum.FPredUNO, x, y)
	return c.ke.b.NewSelect(u, c.quietNaN(), r)
}

func (ke *kernelEmitter) mmCtx(o *ir.MinMax) *mmCtx {
	if ke.mm == nil {
		ke.mm = map[*ir.MinMax]*mmCtx{}
	}
	if c, ok := ke.mm[o]; ok {
		return c
	}
	row, err := ke.e.t.rowFor(o)
	if err != nil {
		ke.e.errs.Add(o.Pos, "target-form", "%v", err)
		ke.mm[o] = nil
		return nil
	}
	dt := o.Dst.Tensor.Type
	c := &mmCtx{ke: ke, op: o, row: row, max: o.Kind == ir.Max, dt: dt, work: dt.Lane(), packed: dt.IsPacked()}
	switch {
	case dt.Lane() == ir.BF16 && row.form != fPTX:
		c.widen, c.work = true, ir.F32
	case dt.Lane() == ir.F16 && row.form == fPTXWide:
		c.widen, c.work = true, ir.F32
	}
	ke.mm[o] = c
	return c
}

// workType is the LLVM type computed in.
func (c *mmCtx) workType() types.Type { return vecOf(llType(c.work), c.packed) }

func vecOf(t types.Type, packed bool) types.Type {
	if !packed {
		return t
	}
	switch t {
	case types.Half:
		return tyV2F16
	case types.Float:
		return tyV2F32
	case types.I16:
		return tyV2I16
	case types.I32:
		return tyV2I32
	}
	return types.NewVector(2, t)
}

func (c *mmCtx) widenIn(v value.Value) value.Value {
	if !c.widen {
		return v
	}
	b := c.ke.b
	if c.dt.Lane() == ir.F16 {
		return b.NewFPExt(v, c.workType())
	}
	// bf16 bits → the top half of an f32.
	z := b.NewZExt(v, vecOf(types.I32, c.packed))
	s := b.NewShl(z, splat(i32(16), c.packed))
	return b.NewBitCast(s, c.workType())
}

func (c *mmCtx) narrowOut(v value.Value) value.Value {
	if !c.widen {
		return v
	}
	b := c.ke.b
	if c.dt.Lane() == ir.F16 {
		return b.NewFPTrunc(v, llType(c.dt))
	}
	x := b.NewBitCast(v, vecOf(types.I32, c.packed))
	s := b.NewLShr(x, splat(i32(16), c.packed))
	return b.NewTrunc(s, llType(c.dt))
}

func splat(x constant.Constant, packed bool) constant.Constant {
	if !packed {
		return x
	}
	return constant.NewVector(types.NewVector(2, x.Type()), x, x)
}

// suffix is the overload suffix of a generic intrinsic for the work type.
func (c *mmCtx) suffix() string {
	var s string
	switch c.work {
	case ir.F16:
		s = "f16"
	case ir.F32:
		s = "f32"
	case ir.F64:
		s = "f64"
	case ir.S16, ir.U16:
		s = "i16"
	case ir.S32, ir.U32:
		s = "i32"
	case ir.S64, ir.U64:
		s = "i64"
	}
	if c.packed {
		return "v2" + s
	}
	return s
}

// call emits a generic two-input intrinsic: llvm.<base>.<suffix>, with
// fast-math flags.
func (c *mmCtx) call(base string, a, b value.Value, fmf []enum.FastMathFlag) value.Value {
	t := c.workType()
	f := c.ke.e.declare("llvm."+base+"."+c.suffix(), t, t, t)
	call := c.ke.b.NewCall(f, a, b)
	call.FastMathFlags = fmf
	return call
}

func (c *mmCtx) name(maxName, minName string) string {
	if c.max {
		return maxName
	}
	return minName
}

// flags are the fast-math flags the declared semantics allow.
func (c *mmCtx) flags() []enum.FastMathFlag {
	var f []enum.FastMathFlag
	if c.op.NaN == ir.NNaN {
		f = append(f, enum.FastMathFlagNNaN)
	}
	if c.op.NSZ {
		f = append(f, enum.FastMathFlagNSZ)
	}
	return f
}

// two emits one two-input step of the row's form.
func (c *mmCtx) two(a, b value.Value) value.Value {
	switch c.row.form {
	case fPTX:
		return c.ptx(a, b)
	case fPTXWide:
		return c.perLane(a, b, func(x, y value.Value) value.Value { return c.ptxAsm("f32", x, y) })
	case fMaxnum:
		return c.call(c.name("maxnum", "minnum"), a, b, c.flags())
	case fMaximum:
		return c.call(c.name("maximum", "minimum"), a, b, c.flags())
	case fIEEE2008:
		var fmf []enum.FastMathFlag
		if c.op.NSZ {
			fmf = []enum.FastMathFlag{enum.FastMathFlagNSZ}
		}
		m := c.call(c.name("maxnum", "minnum"), a, b, fmf)
		s := c.ke.b.NewOr(c.isSNaN(a), c.isSNaN(b))
		return c.ke.b.NewSelect(s, c.quietNaN(), m)
	case fInt:
		var base string
		if c.dt.IsSigned() {
			base = c.name("smax", "smin")
		} else {
			base = c.name("umax", "umin")
		}
		return c.call(base, a, b, nil)
	}
	panic("llvm: unknown form")
}

// isSNaN is llvm.is.fpclass(x, fcSNan = 1) (LLVM LangRef llvm.is.fpclass).
func (c *mmCtx) isSNaN(x value.Value) value.Value {
	rt := types.Type(types.I1)
	if c.packed {
		rt = tyV2I1
	}
	f := c.ke.e.declare("llvm.is.fpclass."+c.suffix(), rt, c.workType(), types.I32)
	return c.ke.b.NewCall(f, x, i32(1))
}

// quietNaN is the positive quiet NaN with a zero payload (LLVM's preferred
// NaN) of the work type.
func (c *mmCtx) quietNaN() constant.Constant {
	var bits uint64
	switch c.work {
	case ir.F16:
		bits = 0x7e00
	case ir.F32:
		bits = 0x7fc00000
	case ir.F64:
		bits = 0x7ff8000000000000
	}
	return splat(laneConst(c.work, bits), c.packed)
}

// ptx emits the PTX instruction {max,min}[.ftz][.NaN].<ty> as inline asm
// (rows N1, N2, N4, N9). Inline asm is opaque to LLVM, so no optimization
// can weaken it: the llvm.nvvm.fmax.{f,d,f16,f16x2} intrinsics would be
// rewritten to llvm.maxnum by InstCombine (NVPTXTargetTransformInfo), whose
// LangRef leaves the sign of a zero result open (TestNVVMRewrittenToMaxnum).
func (c *mmCtx) ptx(a, b value.Value) value.Value {
	switch lane := c.dt.Lane(); {
	case lane == ir.F32 && c.packed: // f32x2: no packed PTX form
		return c.perLane(a, b, func(x, y value.Value) value.Value { return c.ptxAsm("f32", x, y) })
	case lane == ir.F32:
		return c.ptxAsm("f32", a, b)
	case lane == ir.F64:
		return c.ptxAsm("f64", a, b)
	case lane == ir.F16 && c.packed:
		return c.ptxAsm("f16x2", a, b)
	case lane == ir.F16:
		return c.ptxAsm("f16", a, b)
	case lane == ir.BF16 && c.packed:
		return c.ptxAsm("bf16x2", a, b)
	case lane == ir.BF16:
		return c.ptxAsm("bf16", a, b)
	}
	panic("llvm: no PTX form for " + c.dt.String())
}

// ptxAsm emits one PTX min/max on values of the PTX type ty. Operands go
// through integer registers of the same width where the inline asm
// constraint needs it (h: 16-bit, r: 32-bit; f: f32, d: f64), with bitcasts,
// which keep the bits.
func (c *mmCtx) ptxAsm(ty string, a, b value.Value) value.Value {
	op := c.name("max", "min")
	if c.op.FTZ && (ty == "f32" || ty == "f16" || ty == "f16x2") && c.row.form == fPTX {
		op += ".ftz"
	}
	if c.op.NaN == ir.Propagate {
		op += ".NaN"
	}
	var it types.Type
	var cons string
	switch ty {
	case "f32":
		it, cons = types.Float, "f"
	case "f64":
		it, cons = types.Double, "d"
	case "f16", "bf16":
		it, cons = types.I16, "h"
	default:
		it, cons = types.I32, "r"
	}
	bl := c.ke.b
	conv := func(v value.Value, to types.Type) value.Value {
		if v.Type().Equal(to) {
			return v
		}
		return bl.NewBitCast(v, to)
	}
	r := c.ke.inlineAsm(it, op+"."+ty+" $0, $1, $2;", "="+cons+","+cons+","+cons, []value.Value{a, b}, conv)
	return conv(r, a.Type())
}

// perLane applies fn to each lane of packed values (or to the values).
func (c *mmCtx) perLane(a, b value.Value, fn func(x, y value.Value) value.Value) value.Value {
	if !c.packed {
		return fn(a, b)
	}
	bl := c.ke.b
	var r value.Value = constant.NewUndef(c.workType().(*types.VectorType))
	for l := int64(0); l < 2; l++ {
		x := bl.NewExtractElement(a, i32(l))
		y := bl.NewExtractElement(b, i32(l))
		r = bl.NewInsertElement(r, fn(x, y), i32(l))
	}
	return r
}

// signFix makes the zero sign of a maxnum/minnum chain exact (row A1): for
// max, if some input is +0 the sign bit is cleared; for min, if some input is
// −0 it is set. Inputs that are constants are decided here.
func (c *mmCtx) signFix(r value.Value, vals []value.Value, slots []ir.Slot) value.Value {
	bl := c.ke.b
	it := vecOf(intType(c.work), c.packed)
	lb := uint(c.work.Bits())
	signBit := uint64(1) << (lb - 1)
	want := uint64(0) // +0 for max
	if !c.max {
		want = signBit // −0 for min
	}
	lanes := 1
	if c.packed {
		lanes = 2
	}
	// static[l]: lane l of some constant input is the zero looked for.
	static := make([]bool, lanes)
	for _, s := range slots {
		if s.IsScalar() {
			for l := 0; l < lanes; l++ {
				static[l] = static[l] || scalarLaneBits(s.Scalar, l, c.dt, c.widen) == want
			}
		}
	}
	allStatic := true
	anyStatic := false
	for _, s := range static {
		allStatic = allStatic && s
		anyStatic = anyStatic || s
	}
	laneInt := intType(c.work).(*types.IntType)
	var fixBits constant.Constant // the mask (max) or the bit to set (min)
	var idle constant.Constant
	allOnes := uint64(1)<<lb - 1 // all ones also for lb = 64
	if c.max {
		fixBits = splat(intConst(laneInt, allOnes&^signBit), c.packed)
		idle = splat(intConst(laneInt, allOnes), c.packed)
	} else {
		fixBits = splat(intConst(laneInt, signBit), c.packed)
		idle = splat(intConst(laneInt, 0), c.packed)
	}
	var operand value.Value
	if allStatic {
		operand = fixBits
	} else {
		var cond value.Value
		for i, s := range slots {
			if s.IsScalar() {
				continue
			}
			x := bl.NewBitCast(vals[i], it)
			d := bl.NewICmp(enum.IPredEQ, x, splat(intConst(intType(c.work).(*types.IntType), want), c.packed))
			if cond == nil {
				cond = d
			} else {
				cond = bl.NewOr(cond, d)
			}
		}
		if anyStatic {
			bs := make([]constant.Constant, lanes)
			for l := range bs {
				bs[l] = constant.NewBool(static[l])
			}
			sv := constant.NewVector(tyV2I1, bs...)
			if cond == nil {
				cond = sv
			} else {
				cond = bl.NewOr(cond, sv)
			}
		}
		if cond == nil {
			return r // no zero input possible
		}
		operand = bl.NewSelect(cond, fixBits, idle)
	}
	rb := bl.NewBitCast(r, it)
	var fixed value.Value
	if c.max {
		fixed = bl.NewAnd(rb, operand)
	} else {
		fixed = bl.NewOr(rb, operand)
	}
	return bl.NewBitCast(fixed, c.workType())
}

// scalarLaneBits returns lane l of a scalar's bits in the work domain.
func scalarLaneBits(s *ir.Scalar, l int, dt ir.ElemType, widened bool) uint64 {
	lb := uint(dt.Lane().Bits())
	x := s.Bits
	if dt.IsPacked() {
		x = x >> (lb * uint(l)) & (1<<lb - 1)
	}
	if widened && dt.Lane() == ir.BF16 {
		x <<= 16
	}
	return x
}
