package llvm

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"sync"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/lowerc/lowerc/ir"
)

// Emit builds the LLVM IR module for m, which must have passed
// verify.Module with t as the target. Errors are an ir.ErrorList.
func (t *Target) Emit(m *ir.Module) (*llir.Module, error) {
	e := &emitter{t: t, mod: llir.NewModule(), decls: map[string]*llir.Func{}}
	e.mod.TargetTriple = t.opts.Triple
	if t.arch == NVPTX {
		e.mod.DataLayout = layoutNVPTX
	} else {
		e.mod.DataLayout = layoutAMDGCN
	}
	if m.File != "" {
		e.mod.SourceFilename = m.File
	}
	seen := map[string]bool{}
	for _, k := range m.Kernels {
		switch {
		case strings.HasPrefix(k.Name, "llvm."):
			e.errs.Add(k.Pos, "", "kernel @%s: names starting with \"llvm.\" are reserved for LLVM intrinsics; rename the kernel", k.Name)
			continue
		case seen[k.Name]:
			e.errs.Add(k.Pos, "", "kernel @%s is defined twice; LLVM functions need distinct names", k.Name)
			continue
		case t.arch == NVPTX && !ptxIdent().MatchString(nvptxName(k.Name)):
			e.errs.Add(k.Pos, "", "kernel @%s: %q is not a PTX identifier (a letter first, or '_' or '.' and one more character), and llc-19 prints NVPTX kernel names as they are; rename the kernel", k.Name, nvptxName(k.Name))
			continue
		}
		seen[k.Name] = true
		e.kernel(k)
	}
	if len(e.errs) > 0 {
		e.errs.Sort()
		return nil, e.errs
	}
	// Declarations after the kernels, in the order of first use.
	e.mod.Funcs = append(e.mod.Funcs, e.declOrder...)
	return e.mod, nil
}

// ptxIdent matches a PTX identifier (PTX ISA §4.4: a letter then letters,
// digits, '_' and '$'; or '_', '$' or '%' then at least one of them).
var ptxIdent = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^([a-zA-Z][a-zA-Z0-9_$]*|[_$%][a-zA-Z0-9_$]+)$`) })

// nvptxName is a kernel's LLVM name for nvptx64: llc-19 writes it into the
// PTX as it is, so '.' (legal in tile names, not in PTX) becomes '$', as in
// targets/ptx; tile names have no '$', so distinct names stay distinct.
func nvptxName(s string) string { return strings.ReplaceAll(s, ".", "$") }

type emitter struct {
	t         *Target
	mod       *llir.Module
	decls     map[string]*llir.Func
	declOrder []*llir.Func
	errs      ir.ErrorList
}

// declare returns the declaration of an intrinsic (created on first use).
func (e *emitter) declare(name string, ret types.Type, params ...types.Type) *llir.Func {
	if f, ok := e.decls[name]; ok {
		return f
	}
	ps := make([]*llir.Param, len(params))
	for i, p := range params {
		ps[i] = llir.NewParam("", p)
	}
	f := llir.NewFunc(name, ret, ps...)
	e.decls[name] = f
	e.declOrder = append(e.declOrder, f)
	return f
}

// Shared LLVM types.
var (
	tyV2F16 = types.NewVector(2, types.Half)
	tyV2F32 = types.NewVector(2, types.Float)
	tyV2I16 = types.NewVector(2, types.I16)
	tyV2I32 = types.NewVector(2, types.I32)
	tyV2I1  = types.NewVector(2, types.I1)
)

// llType is the LLVM type that holds one element (container) of t. bf16 has
// no type in llir/llvm v0.3.6, so bf16 lives in i16 (bits unchanged).
func llType(t ir.ElemType) types.Type {
	switch t {
	case ir.F16:
		return types.Half
	case ir.F32:
		return types.Float
	case ir.F64:
		return types.Double
	case ir.BF16, ir.S16, ir.U16, ir.B16:
		return types.I16
	case ir.S32, ir.U32, ir.B32:
		return types.I32
	case ir.S64, ir.U64, ir.B64:
		return types.I64
	case ir.F16x2:
		return tyV2F16
	case ir.F32x2:
		return tyV2F32
	case ir.BF16x2, ir.S16x2, ir.U16x2:
		return tyV2I16
	case ir.Pred:
		return types.I1
	}
	panic("llvm: no LLVM type for " + t.String())
}

// intType is the integer type with the bits of t's lanes, as a vector for
// packed types.
func intType(t ir.ElemType) types.Type {
	var lane types.Type
	switch t.Lane().Bits() {
	case 16:
		lane = types.I16
	case 32:
		lane = types.I32
	default:
		lane = types.I64
	}
	if t.IsPacked() {
		if lane == types.I16 {
			return tyV2I16
		}
		return tyV2I32
	}
	return lane
}

// globalPtr is the type of a global tensor parameter: ptr addrspace(1).
func (e *emitter) globalPtr(elem types.Type) *ptrType {
	return newPtr(elem, 1, e.t.typedPointers)
}

func i64(x int64) *constant.Int { return constant.NewInt(types.I64, x) }
func i32(x int64) *constant.Int { return constant.NewInt(types.I32, x) }

// intConst is the integer constant with the low bits of x, for an integer type.
func intConst(t *types.IntType, x uint64) *constant.Int {
	switch t.BitSize {
	case 1:
		return constant.NewInt(t, int64(x&1))
	case 16:
		return constant.NewInt(t, int64(int16(x)))
	case 32:
		return constant.NewInt(t, int64(int32(x)))
	}
	return constant.NewInt(t, int64(x))
}

// laneConst is the constant with exactly the bits x in a lane of type lt.
// Floats are written as decimal/hex float constants when finite and not −0
// (llir prints those exactly), otherwise as a bitcast of the integer bits, so
// NaN payloads and signs survive (llir's float constants drop them).
func laneConst(lt ir.ElemType, x uint64) constant.Constant {
	switch lt {
	case ir.F32:
		f := math.Float32frombits(uint32(x))
		if isPlainFloat(float64(f)) {
			return constant.NewFloat(types.Float, float64(f))
		}
		return constant.NewBitCast(intConst(types.I32, x), types.Float)
	case ir.F64:
		f := math.Float64frombits(x)
		if isPlainFloat(f) {
			return constant.NewFloat(types.Double, f)
		}
		return constant.NewBitCast(intConst(types.I64, x), types.Double)
	case ir.F16:
		if f, ok := halfValue(uint16(x)); ok && isPlainFloat(f) {
			return constant.NewFloat(types.Half, f)
		}
		return constant.NewBitCast(intConst(types.I16, x), types.Half)
	}
	return intConst(intType(lt).(*types.IntType), x)
}

func isPlainFloat(f float64) bool {
	return !math.IsNaN(f) && !math.IsInf(f, 0) && !(f == 0 && math.Signbit(f))
}

// halfValue decodes IEEE binary16 bits (ok false for Inf and NaN).
func halfValue(h uint16) (float64, bool) {
	e := int(h>>10) & 0x1f
	m := float64(h & 0x3ff)
	var v float64
	switch e {
	case 0x1f:
		return 0, false
	case 0:
		v = math.Ldexp(m, -24)
	default:
		v = math.Ldexp(1024+m, e-25)
	}
	if h&0x8000 != 0 {
		v = -v
	}
	return v, true
}

// scalarConst is the constant for a scalar operand of type t (all lanes of a
// packed scalar come from its bits: lane 0 in the low half).
func scalarConst(t ir.ElemType, bits uint64) constant.Constant {
	if !t.IsPacked() {
		return laneConst(t, bits)
	}
	lb := uint(t.Lane().Bits())
	mask := uint64(1)<<lb - 1
	return constant.NewVector(llType(t).(*types.VectorType),
		laneConst(t.Lane(), bits&mask), laneConst(t.Lane(), bits>>lb&mask))
}

// zeroConst is the all-zero value of t.
func zeroConst(t ir.ElemType) constant.Constant {
	if t == ir.Pred {
		return constant.False
	}
	return constant.NewZeroInitializer(llType(t))
}

type kernelEmitter struct {
	e      *emitter
	k      *ir.Kernel
	fn     *llir.Func
	b      *llir.Block
	params map[*ir.Tensor]value.Value
	regs   map[*ir.Tensor][]value.Value
	tid    value.Value // linear thread id in the block (i64), set when needed
	bid    value.Value // block id in the grid (i64), set on first use
	nblk   int
	mm     map[*ir.MinMax]*mmCtx
	asms   map[asmKey]*llir.InlineAsm
}

func (e *emitter) kernel(k *ir.Kernel) {
	ke := &kernelEmitter{e: e, k: k, params: map[*ir.Tensor]value.Value{}, regs: map[*ir.Tensor][]value.Value{}}
	var ps []*llir.Param
	for _, p := range k.Params {
		var lt types.Type
		if p.Space == ir.Param {
			lt = llType(ir.Pred)
		} else {
			lt = e.globalPtr(llType(p.Type))
		}
		// No noalias: the tile IR does not promise that two global
		// parameters are distinct buffers.
		pp := llir.NewParam(p.Name, lt)
		ps = append(ps, pp)
		ke.params[p] = pp
	}
	name := k.Name
	if e.t.arch == NVPTX {
		name = nvptxName(name)
	}
	fn := llir.NewFunc(name, types.Void, ps...)
	ke.fn = fn
	threads := k.Block[0] * k.Block[1] * k.Block[2]
	switch e.t.arch {
	case NVPTX:
		fn.CallingConv = enum.CallingConvPTXKernel
	case AMDGCN:
		fn.CallingConv = enum.CallingConvAMDGPUKernel
		// The block size is fixed by the kernel (docs/reference/amdgpu.md; AMDGPUUsage
		// "amdgpu-flat-work-group-size").
		fn.FuncAttrs = append(fn.FuncAttrs, llir.AttrPair{Key: "amdgpu-flat-work-group-size", Value: fmt.Sprintf("%d,%d", threads, threads)})
		if e.t.opts.NoIEEE && (e.t.cpu == nil || e.t.cpu.ieee) {
			fn.FuncAttrs = append(fn.FuncAttrs, llir.AttrPair{Key: "amdgpu-ieee", Value: "false"})
		}
	}
	if e.t.cpu != nil {
		fn.FuncAttrs = append(fn.FuncAttrs, llir.AttrPair{Key: "target-cpu", Value: e.t.cpu.name})
	}
	e.mod.Funcs = append(e.mod.Funcs, fn)
	// Block names contain '-', which tile names cannot, so they never clash
	// with a parameter's name (LLVM labels and values share one namespace).
	ke.b = fn.NewBlock("bb-entry")
	for _, t := range k.Locals() {
		regs := make([]value.Value, t.Size())
		z := zeroConst(t.Type)
		for i := range regs {
			regs[i] = z
		}
		ke.regs[t] = regs
	}
	if ke.needsTid() {
		ke.tid = ke.linearTid()
		for _, op := range k.Body {
			if op.Base().Attrs.Scope == ir.Grid {
				ke.blockID() // in the entry block, which dominates every use
				break
			}
		}
	}
	for _, op := range k.Body {
		ke.op(op)
	}
	ke.b.NewRet(nil)
}

// needsTid reports whether a global operand is addressed under a group scope.
func (ke *kernelEmitter) needsTid() bool {
	for _, op := range ke.k.Body {
		if op.Base().Attrs.Scope == ir.Thread {
			continue
		}
		switch op.(type) {
		case *ir.Load, *ir.Store:
			return true
		}
	}
	return false
}

// linearTid is x + bx*(y + by*z) of the thread's id in the block, as i64.
func (ke *kernelEmitter) linearTid() value.Value {
	var names [3]string
	if ke.e.t.arch == NVPTX {
		names = [3]string{"llvm.nvvm.read.ptx.sreg.tid.x", "llvm.nvvm.read.ptx.sreg.tid.y", "llvm.nvvm.read.ptx.sreg.tid.z"}
	} else {
		names = [3]string{"llvm.amdgcn.workitem.id.x", "llvm.amdgcn.workitem.id.y", "llvm.amdgcn.workitem.id.z"}
	}
	id := ke.linearID(names, ke.k.Block, false)
	if id == nil {
		return i64(0)
	}
	return id
}

// blockID is the block's linear index in the grid, as i64: x fastest,
// then y, z, as the verifier's rule grid-extent numbers blocks (ctaid or
// workgroup.id x + gx·(y + gy·z) for the kernel's grid(gx, gy, gz);
// llvm.nvvm.read.ptx.sreg.ctaid.* or llvm.amdgcn.workgroup.id.*).
func (ke *kernelEmitter) blockID() value.Value {
	if ke.bid != nil {
		return ke.bid
	}
	names := [3]string{"llvm.amdgcn.workgroup.id.x", "llvm.amdgcn.workgroup.id.y", "llvm.amdgcn.workgroup.id.z"}
	if ke.e.t.arch == NVPTX {
		names = [3]string{"llvm.nvvm.read.ptx.sreg.ctaid.x", "llvm.nvvm.read.ptx.sreg.ctaid.y", "llvm.nvvm.read.ptx.sreg.ctaid.z"}
	}
	ke.bid = ke.linearID(names, ke.k.Grid, true)
	return ke.bid
}

// linearID is the i64 linear index x + ext[0]·(y + ext[1]·z) of the ids
// the intrinsics names read, z first (nuw nsw), over the dimensions whose
// extent is above 1, and x always when withX; nil when no dimension is.
func (ke *kernelEmitter) linearID(names [3]string, ext [3]int, withX bool) value.Value {
	var id value.Value
	for d := 2; d >= 0; d-- {
		if ext[d] <= 1 && !(withX && d == 0) {
			continue
		}
		c := ke.b.NewCall(ke.e.declare(names[d], types.I32))
		x := value.Value(ke.b.NewZExt(c, types.I64))
		if id == nil {
			id = x
			continue
		}
		m := ke.b.NewMul(id, i64(int64(ext[d])))
		m.OverflowFlags = []enum.OverflowFlag{enum.OverflowFlagNUW, enum.OverflowFlagNSW}
		a := ke.b.NewAdd(m, x)
		a.OverflowFlags = []enum.OverflowFlag{enum.OverflowFlagNUW, enum.OverflowFlagNSW}
		id = a
	}
	return id
}

// groupBase returns the address of a global tensor's group part for this
// thread under op's scope: base + Σ coordinate × group stride.
func (ke *kernelEmitter) groupBase(t *ir.Tensor, scope ir.Scope) value.Value {
	base := ke.params[t]
	strides := ir.GroupStrides(t, scope)
	if len(strides) == 0 {
		return base
	}
	var coords []value.Value
	switch scope {
	case ir.CTA:
		coords = []value.Value{ke.tid}
	case ir.Warp:
		coords = []value.Value{ke.b.NewURem(ke.tid, i64(int64(t.Shape[0])))}
	case ir.Warpgroup:
		w := ke.b.NewUDiv(ke.tid, i64(32))
		coords = []value.Value{ke.b.NewURem(w, i64(4)), ke.b.NewURem(ke.tid, i64(32))}
	case ir.Grid:
		coords = []value.Value{ke.blockID(), ke.tid}
	}
	var off value.Value
	for i, c := range coords {
		term := value.Value(c)
		if strides[i] != 1 {
			term = ke.b.NewMul(c, i64(strides[i]))
		}
		if off == nil {
			off = term
		} else {
			off = ke.b.NewAdd(off, term)
		}
	}
	return gep(ke.b, llType(t.Type), base, off)
}

func (ke *kernelEmitter) elemAddr(base value.Value, t *ir.Tensor, idx int64) value.Value {
	if idx == 0 {
		return base
	}
	return gep(ke.b, llType(t.Type), base, i64(idx))
}

// pred returns the op's guard as an i1 value, or nil.
func (ke *kernelEmitter) pred(op ir.Op) value.Value {
	p := op.Base().Attrs.Pred
	if p == nil {
		return nil
	}
	v := ke.params[p.Param]
	if p.Negate {
		return ke.b.NewXor(v, constant.True)
	}
	return v
}

func (ke *kernelEmitter) operand(s ir.Slot) value.Value {
	if s.IsScalar() {
		return scalarConst(s.Scalar.Type, s.Scalar.Bits)
	}
	return ke.regs[s.Tensor][s.Index]
}

func (ke *kernelEmitter) newBlock(what string) *llir.Block {
	ke.nblk++
	return ke.fn.NewBlock("bb-" + what + "-" + strconv.Itoa(ke.nblk))
}

func (ke *kernelEmitter) op(op ir.Op) {
	switch o := op.(type) {
	case *ir.Alloc:
	case *ir.Load:
		ke.load(o)
	case *ir.Store:
		ke.store(o)
	default:
		ke.compute(op)
	}
}

// guarded runs body in a block that executes only where p holds, then
// returns to a join block. With p nil, body runs in the current block.
func (ke *kernelEmitter) guarded(p value.Value, what string, body func()) (then, join *llir.Block, from *llir.Block) {
	if p == nil {
		body()
		return nil, nil, nil
	}
	from = ke.b
	then = ke.newBlock(what + "-then")
	join = ke.newBlock(what + "-join")
	from.NewCondBr(p, then, join)
	ke.b = then
	body()
	then = ke.b
	then.NewBr(join)
	ke.b = join
	return then, join, from
}

func (ke *kernelEmitter) load(o *ir.Load) {
	p := ke.pred(o)
	src := o.Src.Tensor
	dst := o.Dst.Tensor
	regs := ke.regs[dst]
	type write struct {
		idx      int64
		old, new value.Value
	}
	var writes []write
	then, _, from := ke.guarded(p, "load", func() {
		base := ke.groupBase(src, o.Attrs.Scope)
		for in := range ir.Expand(o) {
			v := ke.b.NewLoad(llType(src.Type), ke.elemAddr(base, src, in.Srcs[0].Index))
			if p != nil { // the phis need the old values
				writes = append(writes, write{in.Dst.Index, regs[in.Dst.Index], v})
			}
			regs[in.Dst.Index] = v
		}
	})
	if p == nil {
		return
	}
	for _, w := range writes {
		regs[w.idx] = ke.b.NewPhi(llir.NewIncoming(w.new, then), llir.NewIncoming(w.old, from))
	}
}

func (ke *kernelEmitter) store(o *ir.Store) {
	p := ke.pred(o)
	dst := o.Dst.Tensor
	ke.guarded(p, "store", func() {
		base := ke.groupBase(dst, o.Attrs.Scope)
		for in := range ir.Expand(o) {
			store(ke.b, ke.operand(in.Srcs[0]), ke.elemAddr(base, dst, in.Dst.Index))
		}
	})
}

// compute lowers mov, min/max and atoms: values, so a guard becomes a select
// between the new and the old register (exact for preserve_dst; without it
// the inactive value is undefined, and keeping the old one is allowed).
func (ke *kernelEmitter) compute(op ir.Op) {
	p := ke.pred(op)
	dst, _ := ir.Operands(op)
	regs := ke.regs[dst.Tensor]
	var srcs [3]value.Value
	for in := range ir.Expand(op) {
		for i, s := range in.Sources() {
			srcs[i] = ke.operand(s)
		}
		var v value.Value
		switch o := op.(type) {
		case *ir.Mov:
			v = srcs[0]
		case *ir.MinMax:
			v = ke.minmax(o, srcs[:in.NSrc], in.Sources())
		case *ir.Apply:
			v = ke.apply(o, srcs[:in.NSrc])
		}
		if p != nil {
			v = ke.b.NewSelect(p, v, regs[in.Dst.Index])
		}
		regs[in.Dst.Index] = v
	}
}
