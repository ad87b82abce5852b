package verify

import (
	"fmt"
	"slices"
	"strings"

	"github.com/lowerc/lowerc/ir"
)

// Rule names, stable: scripts and tests match on them.
const (
	RuleLocalOperands  = "local-operands"
	RuleShapeAgree     = "shape-agree"
	RuleRegisterExtent = "register-extent"
	RuleScalarInput    = ir.RuleScalarInput // applied by the parser
	RuleDstOverlap     = "dst-overlap"
	RuleTargetForm     = "target-form"
	RulePred           = "pred"
	RuleTypes          = "types"
	RuleLayout         = "layout"
	RuleLaunch         = "launch"
	RuleSize           = "size"
	RuleKernelName     = "kernel-name"
	RuleGridExtent     = "grid-extent"
)

// MaxInsts bounds the per-thread instructions one op expands to, and
// MaxRegs the registers of one local tensor, so that a mistyped extent gets
// an error instead of exhausting memory.
const (
	MaxInsts = 1 << 24
	MaxRegs  = 1 << 24
)

// A Target decides rule target-form for the target a kernel is lowered to.
type Target interface {
	// Name is the target as the user chose it: "ptx sm_90 (PTX ISA 7.8)".
	Name() string
	// CheckOp returns nil when the target supports op's form, or an error whose
	// message says what the form needs and what the target is, e.g. "max.f32
	// with three inputs needs sm_100 and PTX ISA 8.8; the target is sm_90".
	CheckOp(k *ir.Kernel, op ir.Op) error
}

// MaxBlockThreads bounds the threads of a block (1024 on every target lowerc
// knows: CUDA's limit and AMD's maximum workgroup size).
const MaxBlockThreads = 1024

// Module checks every kernel of m and returns all errors sorted by position.
// t may be nil: then rule target-form is not applied.
func Module(m *ir.Module, t Target) ir.ErrorList {
	var errs ir.ErrorList
	first := map[string]ir.Pos{}
	for _, k := range m.Kernels {
		// Kernel names become symbol names in every target's output.
		if p, dup := first[k.Name]; dup {
			errs.Add(k.Pos, RuleKernelName, "kernel @%s is defined twice (first at %s); kernel names must be unique in a file", k.Name, p)
		} else {
			first[k.Name] = k.Pos
		}
		errs = append(errs, Kernel(k, t)...)
	}
	errs.Sort()
	return errs
}

// Kernel checks one kernel; t may be nil.
func Kernel(k *ir.Kernel, t Target) ir.ErrorList {
	v := &checker{k: k}
	v.checkLaunch()
	for _, p := range k.Params {
		v.checkLayout(p)
	}
	for _, op := range k.Body {
		n := len(v.errs)
		v.checkOp(op)
		if t != nil && len(v.errs) == n {
			if _, ok := op.(*ir.Alloc); !ok {
				if err := t.CheckOp(k, op); err != nil {
					pos := op.Base().Pos
					if a, ok := op.(*ir.Apply); ok {
						pos = a.OpcodePos
					}
					v.errs.Add(pos, RuleTargetForm, "%v", err)
				}
			}
		}
	}
	v.errs.Sort()
	return v.errs
}

// Launch limits that every target shares. Block and grid dimensions per axis
// (x, y, z) are CUDA's (CUDA C++ Programming Guide, "Features and Technical
// Specifications", the same for every compute capability lowerc targets);
// AMD's HSA kernel dispatch packet holds a grid size in work-items (grid ×
// block) in 32 bits per axis and a workgroup size in 16 bits (HSA Platform
// System Architecture Specification 1.2, "Kernel Dispatch Packet").
var (
	maxBlockDim = [3]int64{1024, 1024, 64}
	maxGridDim  = [3]int64{1<<31 - 1, 65535, 65535}
)

const maxWorkItems = 1<<32 - 1

// checkLaunch applies rule launch. Each dimension is checked before the
// product, which then cannot overflow.
func (v *checker) checkLaunch() {
	k := v.k
	ok := true
	for d, axis := range [3]string{"x", "y", "z"} {
		b, g := int64(k.Block[d]), int64(k.Grid[d])
		if b > maxBlockDim[d] {
			v.errs.Add(k.Pos, RuleLaunch, "block %s dimension %d; at most %d (x and y at most 1024, z at most 64)", axis, b, maxBlockDim[d])
			ok = false
		}
		if g > maxGridDim[d] {
			v.errs.Add(k.Pos, RuleLaunch, "grid %s dimension %d; at most %d (x at most 2^31-1, y and z at most 65535)", axis, g, maxGridDim[d])
		}
		if g*b > maxWorkItems {
			v.errs.Add(k.Pos, RuleLaunch, "grid × block in %s is %d work-items; at most %d (AMD holds the grid size in work-items in 32 bits)", axis, g*b, int64(maxWorkItems))
		}
	}
	if !ok {
		return
	}
	if threads := blockThreads(k); threads > MaxBlockThreads {
		v.errs.Add(k.Pos, RuleLaunch, "block has %d threads; at most %d", threads, MaxBlockThreads)
	}
}

// blockThreads is the number of threads of k's block, saturated at 2^32 so
// that it cannot overflow.
func blockThreads(k *ir.Kernel) int64 {
	n := int64(1)
	for _, b := range k.Block {
		n = min(n*int64(b), 1<<32)
	}
	return n
}

type checker struct {
	k    *ir.Kernel
	errs ir.ErrorList
}

func (v *checker) checkLayout(t *ir.Tensor) {
	if t.Layout == nil || t.Space == ir.Param {
		return
	}
	g := t.GroupAxes()
	if g >= len(t.Shape) {
		return // reported by shape-agree at the alloc
	}
	if want := len(t.Shape) - g; len(t.Layout) != want {
		what := "axis"
		if g > 0 {
			what = fmt.Sprintf("per-thread axis (the %d group axes of scope %s have no stride)", g, t.Scope)
		}
		v.errs.Add(t.Pos, RuleLayout, "%%%s has %d axes to store but its layout gives %d strides; give one stride per %s",
			t.Name, want, len(t.Layout), what)
	}
}

func (v *checker) checkOp(op ir.Op) {
	if a, ok := op.(*ir.Alloc); ok {
		t := a.Tensor
		if g := t.Scope.GroupAxes(); len(t.Shape) < g+1 {
			v.errs.Add(t.Pos, RuleShapeAgree, "%%%s has %d axes; scope %s needs %d group axes and a register axis",
				t.Name, len(t.Shape), t.Scope, g)
			return
		}
		if t.Type == ir.Pred {
			v.errs.Add(t.Pos, RuleTypes, "local tensors cannot hold pred; pass a pred parameter")
		}
		v.checkLayout(t)
		v.checkGroup(op, t, t.Pos, true)
		if n := t.Size(); n > MaxRegs {
			v.errs.Add(t.Pos, RuleSize, "%%%s spans %d registers per thread; at most %d", t.Name, n, MaxRegs)
		}
		return
	}
	dst, srcs := ir.Operands(op)
	v.checkPred(op, dst)
	before := len(v.errs)
	v.checkLocality(op, dst, srcs)
	if len(v.errs) > before {
		return
	}
	v.checkTypes(op, dst, srcs)
	if !v.checkShapes(op, dst, srcs) {
		return
	}
	if n := ir.Count(op) * groupCount(op, dst.Tensor); n > MaxInsts {
		v.errs.Add(op.Base().Pos, RuleSize, "%s expands to %d instructions per thread; at most %d", op.Name(), n, MaxInsts)
		return
	}
	v.checkOverlap(op, dst)
}

func (v *checker) checkPred(op ir.Op, dst *ir.Ref) {
	a := op.Base().Attrs
	if a.Pred != nil && (a.Pred.Param == nil || a.Pred.Param.Type != ir.Pred) {
		v.errs.Add(a.Pred.Pos, RulePred, "pred must be a bool: %%%s is not a pred parameter (declare %%p: pred)", a.Pred.Name)
	}
	if a.PreserveDst {
		switch {
		case a.Pred == nil:
			v.errs.Add(op.Base().Pos, RulePred, "preserve_dst without pred: it keeps the destination where pred is false, so the op needs {pred = %%p}")
		case dst.Tensor.Space != ir.Local:
			v.errs.Add(dst.Pos, RulePred, "preserve_dst needs a register destination; %%%s is a %s tensor", dst.Name, dst.Tensor.Space)
		}
	}
}

func (v *checker) checkLocality(op ir.Op, dst *ir.Ref, srcs []ir.Operand) {
	switch op.(type) {
	case *ir.Load:
		v.wantSpace(dst, ir.Local, "load writes a local register tensor (store writes a global one)")
		if r, ok := srcs[0].(*ir.Ref); ok {
			v.wantSpace(r, ir.Global, "load reads a global tensor (mov copies between local tensors)")
		}
	case *ir.Store:
		v.wantSpace(dst, ir.Global, "store writes a global tensor (mov copies between local tensors)")
		if r, ok := srcs[0].(*ir.Ref); ok {
			v.wantSpace(r, ir.Local, "store reads a local register tensor (load it first)")
		}
	default:
		what := fmt.Sprintf("%s takes local registers owned by the issuing thread", op.Name())
		v.wantSpace(dst, ir.Local, what+" (write a local tensor, then store it)")
		for _, s := range srcs {
			if r, ok := s.(*ir.Ref); ok {
				v.wantSpace(r, ir.Local, what+" (load it first)")
			}
		}
	}
}

func (v *checker) wantSpace(r *ir.Ref, want ir.Space, why string) {
	if r.Tensor.Space != want {
		v.errs.Add(r.Pos, RuleLocalOperands, "%%%s is a %s tensor; %s", r.Name, r.Tensor.Space, why)
	}
}

func (v *checker) checkTypes(op ir.Op, dst *ir.Ref, srcs []ir.Operand) {
	dt := dst.Tensor.Type
	if _, ok := op.(*ir.Apply); !ok {
		for _, s := range srcs {
			var st ir.ElemType
			switch s := s.(type) {
			case *ir.Ref:
				st = s.Tensor.Type
			case *ir.Scalar:
				st = s.Type
			}
			if st != dt {
				v.errs.Add(s.OperandPos(), RuleTypes, "%s operand %s has type %s; the destination %%%s is %s and %s needs all operands of one type",
					op.Name(), ir.FormatOperand(s), st, dst.Name, dt, op.Name())
			}
		}
	}
	mm, ok := op.(*ir.MinMax)
	if !ok {
		return
	}
	if !dt.IsFloat() && !dt.IsInt() {
		v.errs.Add(mm.Pos, RuleTypes, "%s of %s: min and max take float or integer types (f16, bf16, f32, f64, packed, s16…u64)", mm.Kind, dt)
		return
	}
	if dt.IsInt() {
		if mm.NaN != ir.Number {
			v.errs.Add(mm.Pos, RuleTypes, "nan = %s on %s: NaN policies apply to float types only", mm.NaN, dt)
		}
		if mm.NSZ || mm.FTZ {
			v.errs.Add(mm.Pos, RuleTypes, "nsz and ftz apply to float types only, not %s", dt)
		}
		return
	}
	// ftz asks for the flush-to-zero form; a type that has none is an
	// error rather than a silently dropped attribute. PTX has min/max.ftz
	// for f32, f16 and f16x2 only (f32x2 is two f32 lanes) (docs/reference/ptx.md §2).
	if mm.FTZ && (dt == ir.F64 || dt == ir.BF16 || dt == ir.BF16x2) {
		v.errs.Add(mm.Pos, RuleTypes, "ftz on %s: no target has a flush-to-zero %s for %s (only f32, f16, f16x2 and f32x2); remove {ftz}", dt, mm.Kind, dt)
	}
}

// checkShapes applies rules shape-agree, register-extent and scalar-input. It
// returns false when the shapes are too broken to go on.
func (v *checker) checkShapes(op ir.Op, dst *ir.Ref, srcs []ir.Operand) bool {
	scope := op.Base().Attrs.Scope
	g := scope.GroupAxes()
	ok := true
	dt := dst.Tensor
	if len(dt.Shape) < g+1 {
		v.errs.Add(dst.Pos, RuleShapeAgree, "%%%s has %d axes; scope %s needs %d group axes and a register axis",
			dst.Name, len(dt.Shape), scope, g)
		return false
	}
	ok = v.checkGroup(op, dt, dst.Pos, false) && ok
	ok = v.checkRegAxis(op, dst) && ok
	want := dt.Shape[:len(dt.Shape)-1] // group and repeat axes
	for _, s := range srcs {
		r, isRef := s.(*ir.Ref)
		if !isRef {
			continue // a scalar: one register, broadcast
		}
		sh := r.Tensor.Shape
		if len(sh) < 1 || !slices.Equal(sh[:len(sh)-1], want) {
			v.errs.Add(r.Pos, RuleShapeAgree, "%%%s has shape %s but the destination %%%s has %s: group and repeat axes (all but the last) must agree; only scalars broadcast",
				r.Name, shapeString(sh), dst.Name, shapeString(dt.Shape))
			ok = false
			continue
		}
		ok = v.checkGroup(op, r.Tensor, r.Pos, false) && ok
		ok = v.checkRegAxis(op, r) && ok
	}
	return ok
}

// checkGroup checks that a local tensor is spread as the op's scope says, and
// that group extents fit the launch. The extents of a local tensor are
// checked once, at its alloc.local.
func (v *checker) checkGroup(op ir.Op, t *ir.Tensor, pos ir.Pos, atAlloc bool) bool {
	scope := op.Base().Attrs.Scope
	if t.Space == ir.Local && t.Scope != scope {
		v.errs.Add(pos, RuleShapeAgree, "%%%s is spread over scope %s but %s runs at scope %s; declare it with {scope = %s}",
			t.Name, t.Scope, op.Name(), scope, scope)
		return false
	}
	if t.Space == ir.Local && !atAlloc {
		return true
	}
	g := scope.GroupAxes()
	if len(t.Shape) < g {
		return false
	}
	switch scope {
	case ir.CTA:
		threads := blockThreads(v.k)
		if int64(t.Shape[0]) != threads {
			v.errs.Add(pos, RuleShapeAgree, "group axis of %%%s has extent %d; scope cta needs one entry per thread of the block (%d)", t.Name, t.Shape[0], threads)
			return false
		}
	case ir.Grid:
		return v.checkGridExtent(t, pos)
	case ir.Warp:
		if t.Shape[0] != 32 && t.Shape[0] != 64 {
			v.errs.Add(pos, RuleShapeAgree, "group axis of %%%s has extent %d; scope warp needs 32 lanes (64 on wave64 AMD targets)", t.Name, t.Shape[0])
			return false
		}
	case ir.Warpgroup:
		if t.Shape[0] != 4 || t.Shape[1] != 32 {
			v.errs.Add(pos, RuleShapeAgree, "group axes of %%%s are %d×%d; scope warpgroup needs 4 warps × 32 lanes", t.Name, t.Shape[0], t.Shape[1])
			return false
		}
	}
	return true
}

// checkGridExtent applies rule grid-extent: under scope grid the group axes
// are (block, thread in the block), so their extents must be the launch's
// block count and threads per block. Blocks are numbered linearly, x
// fastest, then y, z (a 2-D or 3-D grid is its blocks in that order), and a
// block's threads likewise, as under scope cta.
func (v *checker) checkGridExtent(t *ir.Tensor, pos ir.Pos) bool {
	k := v.k
	blocks, threads := gridBlocks(k), blockThreads(k)
	if int64(t.Shape[0]) != blocks || int64(t.Shape[1]) != threads {
		v.errs.Add(pos, RuleGridExtent, "group axes of %%%s are %d×%d; scope grid needs %d×%d: one entry per block of the grid and per thread of the block",
			t.Name, t.Shape[0], t.Shape[1], blocks, threads)
		return false
	}
	return true
}

// gridBlocks is the number of blocks of k's launch (grid x × y × z).
func gridBlocks(k *ir.Kernel) int64 {
	return int64(max(k.Grid[0], 1)) * int64(max(k.Grid[1], 1)) * int64(max(k.Grid[2], 1))
}

// checkRegAxis applies register-extent: every op lowerc knows binds one
// container per operand.
func (v *checker) checkRegAxis(op ir.Op, r *ir.Ref) bool {
	sh := r.Tensor.Shape
	if n := sh[len(sh)-1]; n != NativeRegisters(op) {
		v.errs.Add(r.Pos, RuleRegisterExtent, "last axis of %%%s has extent %d; %s binds %d %s container per operand, so the register axis must be %d",
			r.Name, n, op.Name(), NativeRegisters(op), r.Tensor.Type.Container(), NativeRegisters(op))
		return false
	}
	return true
}

// NativeRegisters is the number of containers each operand of op binds: one
// for every op lowerc knows (a packed f16x2 is one b32, an f64 one b64).
func NativeRegisters(op ir.Op) int { return 1 }

// groupCount is the number of group coordinates a global destination spans
// under op's scope (1 for a local one, which spreads them over threads).
func groupCount(op ir.Op, t *ir.Tensor) int64 {
	n := int64(1)
	for _, e := range t.Shape[:len(ir.GroupStrides(t, op.Base().Attrs.Scope))] {
		n *= int64(e)
	}
	return n
}

// checkOverlap applies dst-overlap: no two repeat positions (and, for a
// global destination under a group scope, no two threads) write one slot.
// It visits each written slot once: linear in the tile.
func (v *checker) checkOverlap(op ir.Op, dst *ir.Ref) {
	t := dst.Tensor
	scope := op.Base().Attrs.Scope
	gstr := ir.GroupStrides(t, scope)
	gext := t.Shape[:len(gstr)]
	groups := groupCount(op, t)
	n := ir.Count(op) * groups
	size := t.Size()
	var bitmap []uint64
	var seen map[int64]struct{}
	if size <= 16*n+1024 {
		bitmap = make([]uint64, (size+63)/64)
	} else {
		seen = make(map[int64]struct{}, n)
	}
	mark := func(i int64) bool {
		if bitmap != nil {
			w, b := i/64, uint(i%64)
			if w < 0 || w >= int64(len(bitmap)) {
				return true
			}
			if bitmap[w]&(1<<b) != 0 {
				return false
			}
			bitmap[w] |= 1 << b
			return true
		}
		if _, ok := seen[i]; ok {
			return false
		}
		seen[i] = struct{}{}
		return true
	}
	gcoord := make([]int, len(gext))
	for g := int64(0); g < groups; g++ {
		base := int64(0)
		for a, c := range gcoord {
			base += int64(c) * gstr[a]
		}
		for in := range ir.Expand(op) {
			for r := 0; r < in.Dst.RegCount; r++ {
				slot := base + in.Dst.Index + int64(r)*in.Dst.RegStride
				if !mark(slot) {
					who, earlier, each := "", "repeat", "repeat"
					if groups > 1 {
						// The threads of the scope share a global destination.
						unit := "thread"
						if scope == ir.Warp {
							unit = "lane"
						}
						who = fmt.Sprintf("%s %s, ", unit, shapeString(gcoord))
						earlier, each = unit+" or repeat", unit+" and repeat"
					}
					v.errs.Add(dst.Pos, RuleDstOverlap, "destination %%%s: %srepeat %s writes slot %d that an earlier %s also writes; with strides %s the layout must give each %s its own slot",
						dst.Name, who, coordString(ir.RepeatShape(op), in.Repeat), slot, earlier, strideString(t), each)
					return
				}
			}
		}
		for a := len(gcoord) - 1; a >= 0; a-- {
			gcoord[a]++
			if gcoord[a] < gext[a] {
				break
			}
			gcoord[a] = 0
		}
	}
}

// shapeString writes a shape, coordinate or stride list as the text format
// does: "[4,1]".
func shapeString[T int | int64](xs []T) string {
	var b strings.Builder
	b.WriteByte('[')
	for i, x := range xs {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprint(&b, x)
	}
	b.WriteByte(']')
	return b.String()
}

func strideString(t *ir.Tensor) string { return shapeString(t.Strides()) }

func coordString(reps []int, r int64) string {
	c := make([]int, len(reps))
	for a := len(reps) - 1; a >= 0; a-- {
		c[a] = int(r % int64(reps[a]))
		r /= int64(reps[a])
	}
	return shapeString(c)
}
