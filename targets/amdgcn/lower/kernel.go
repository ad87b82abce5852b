package lower

import (
	"sort"
	"strings"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/amdgcn"
)

// A Program is a lowered module.
type Program struct {
	Gen     *amdgcn.Generation
	IEEE    bool // the MODE.IEEE the code was selected for (true on GFX12)
	File    string
	Kernels []*Kernel
}

// A Kernel is one lowered kernel.
type Kernel struct {
	Name  string
	Lines []Line // body, ending in s_endpgm
	Notes []Note // one per lowered tile op
	Args  []Arg
	// Locals gives the first VGPR of each local tensor, by name.
	Locals map[string]int

	KernargSize  int
	NextFreeVGPR int
	NextFreeSGPR int
	WorkitemIDs  int // highest work-item ID the kernel reads (0 = x)
	// WorkgroupIDs is the highest workgroup ID the kernel reads (0 = x;
	// y and z for scope grid on a 2-D or 3-D grid), in system SGPRs s2,
	// s3, s4 after the kernarg pointer.
	WorkgroupIDs int
	UsesVCC      bool
}

// An Arg is one kernel argument in the kernarg segment.
type Arg struct {
	Name    string
	Offset  int
	Size    int
	Pointer bool // a global tensor's base address; else a pred passed as a 4-byte 0/1
}

// A Note records how one tile op was lowered.
type Note struct {
	Pos  ir.Pos
	Op   string // the op in tile syntax
	Sel  Selection
	Inst int // instructions emitted
}

// Instructions returns the kernel's instruction lines (no comments).
func (k *Kernel) Instructions() []string {
	var out []string
	for _, l := range k.Lines {
		if l.IsInst() {
			out = append(out, l.Text())
		}
	}
	return out
}

const (
	sgprKernarg  = 0 // s[0:1]: kernarg segment pointer (the only user SGPR)
	sgprFirstArg = 4 // s2: workgroup ID x (system SGPR); kernel arguments from s4
	maxVGPRs     = 256
)

// lowerer holds the state of one kernel's lowering.
type lowerer struct {
	*emitter
	k        *ir.Kernel
	ptrSGPR  map[*ir.Tensor]int
	predSGPR map[*ir.Tensor]int
	mask     map[*ir.Tensor]int // lane mask of a pred: all ones or zero
	execSave int
	local    map[*ir.Tensor]int // first VGPR of a local tensor
	zero     int                // VGPR holding 0 (-1: none)
	groupOff map[offKey]int     // VGPR holding a global tensor's per-thread byte offset
	errs     ir.ErrorList
}

type offKey struct {
	t     *ir.Tensor
	scope ir.Scope
}

// Lower lowers a verified module.
func (b *Backend) Lower(m *ir.Module) (*Program, error) {
	p := &Program{Gen: b.opt.Gen, IEEE: b.ieeeOn(), File: m.File}
	var errs ir.ErrorList
	for _, k := range m.Kernels {
		lk, kerrs := b.lowerKernel(k)
		errs = append(errs, kerrs...)
		if lk != nil {
			p.Kernels = append(p.Kernels, lk)
		}
	}
	if len(errs) > 0 {
		errs.Sort()
		return nil, errs
	}
	return p, nil
}

func elemBytes(t ir.ElemType) int { return t.Bits() / 8 }

func regsPer(t ir.ElemType) int {
	if t.Bits() == 64 {
		return 2
	}
	return 1
}

func sizeIndex(t ir.ElemType) int {
	switch t.Bits() {
	case 16:
		return 0
	case 64:
		return 2
	}
	return 1
}

func (b *Backend) lowerKernel(k *ir.Kernel) (*Kernel, ir.ErrorList) {
	g := b.opt.Gen
	l := &lowerer{
		emitter:  &emitter{b: b, gen: g},
		k:        k,
		ptrSGPR:  map[*ir.Tensor]int{},
		predSGPR: map[*ir.Tensor]int{},
		mask:     map[*ir.Tensor]int{},
		local:    map[*ir.Tensor]int{},
		zero:     -1,
		groupOff: map[offKey]int{},
		execSave: -1,
	}
	out := &Kernel{Name: k.Name, Locals: map[string]int{}}

	// Kernel arguments: pointers 8-byte aligned, preds as 4-byte 0/1 values,
	// in parameter order. SGPRs: the pointers first, in consecutive pairs
	// from s4 (64-bit SGPR tuples must be even-aligned, and adjacent pairs
	// can share one 4-dword load), then the preds, whatever the parameter
	// order.
	off := 0
	sg := sgprFirstArg
	for _, op := range k.Body {
		if op.Base().Attrs.Scope == ir.Grid {
			switch {
			case k.Grid[2] > 1:
				out.WorkgroupIDs = 2
			case k.Grid[1] > 1:
				out.WorkgroupIDs = 1
			}
		}
	}
	if out.WorkgroupIDs == 2 {
		// s2–s4 hold the workgroup IDs; the arguments' 4-dword loads need a
		// 4-aligned first SGPR.
		sg = 8
	}
	for _, p := range k.Params {
		switch p.Space {
		case ir.Global:
			off = (off + 7) &^ 7
			out.Args = append(out.Args, Arg{Name: p.Name, Offset: off, Size: 8, Pointer: true})
			l.ptrSGPR[p] = sg
			sg += 2
			off += 8
		case ir.Param:
			off = (off + 3) &^ 3
			out.Args = append(out.Args, Arg{Name: p.Name, Offset: off, Size: 4})
			off += 4
		}
	}
	for _, p := range k.Params {
		if p.Space == ir.Param {
			l.predSGPR[p] = sg
			sg++
		}
	}
	out.KernargSize = (off + 7) &^ 7
	l.useSGPR(0, sg)

	// What the body needs: pred masks, EXEC saving, thread IDs.
	needTID := false
	needZero := false
	wave64 := g.WaveSize == 64
	maskRegs := 1
	if wave64 {
		maskRegs = 2
	}
	for _, op := range k.Body {
		a := op.Base().Attrs
		if a.Pred != nil && a.Pred.Param != nil {
			if _, ok := l.mask[a.Pred.Param]; !ok {
				sg = (sg + maskRegs - 1) &^ (maskRegs - 1)
				l.mask[a.Pred.Param] = sg
				sg += maskRegs
			}
			switch op.(type) {
			case *ir.Load, *ir.Store:
				if l.execSave < 0 {
					sg = (sg + maskRegs - 1) &^ (maskRegs - 1)
					l.execSave = sg
					sg += maskRegs
				}
			}
		}
		var gt *ir.Tensor
		switch o := op.(type) {
		case *ir.Load:
			gt = o.Src.Tensor
		case *ir.Store:
			gt = o.Dst.Tensor
		}
		if gt != nil {
			if a.Scope != ir.Thread && len(ir.GroupStrides(gt, a.Scope)) > 0 {
				needTID = true
				l.groupOff[offKey{gt, a.Scope}] = -1
			} else {
				needZero = true
			}
		}
	}
	l.useSGPR(0, sg)

	// VGPRs: work-item IDs, the address VGPRs, local tensors, temporaries.
	v := 0
	if needTID {
		out.WorkitemIDs = 0
		if k.Block[2] > 1 {
			out.WorkitemIDs = 2
		} else if k.Block[1] > 1 {
			out.WorkitemIDs = 1
		}
		if packedTID(g) {
			v = 1
		} else {
			v = out.WorkitemIDs + 1
		}
	}
	l.useVGPR(0, v)
	if needZero {
		l.zero = v
		v++
	}
	var offKeys []offKey
	for _, op := range k.Body { // deterministic order: first use
		var key offKey
		switch o := op.(type) {
		case *ir.Load:
			key = offKey{o.Src.Tensor, op.Base().Attrs.Scope}
		case *ir.Store:
			key = offKey{o.Dst.Tensor, op.Base().Attrs.Scope}
		default:
			continue
		}
		if r, ok := l.groupOff[key]; ok && r < 0 {
			l.groupOff[key] = v
			offKeys = append(offKeys, key)
			v++
		}
	}
	locals := k.Locals()
	if g.Family == amdgcn.GFX11 || g.Family == amdgcn.GFX12 {
		// The e32 forms of 16-bit instructions reach v0–v127 only there:
		// give 16-bit tensors the low VGPRs.
		sort.SliceStable(locals, func(i, j int) bool {
			return locals[i].Type.Bits() == 16 && locals[j].Type.Bits() != 16
		})
	}
	for _, t := range locals {
		n := regsPer(t.Type)
		if n == 2 && g.AlignedVGPRTuples && v%2 != 0 {
			v++
		}
		l.local[t] = v
		out.Locals[t.Name] = v
		size := int(t.Size()) * n
		if int64(size) != t.Size()*int64(n) || v+size > maxVGPRs {
			l.errs.Add(t.Pos, "amdgcn-registers", "local tensors need more than the %d VGPRs a thread has on %s (%%%s takes %d from v%d)",
				maxVGPRs, g.Name, t.Name, t.Size()*int64(n), v)
			return nil, l.errs
		}
		v += size
		l.useVGPR(0, v)
	}
	l.tmpBase, l.tmpNext = v, v

	// Prologue: kernel arguments, pred masks, address VGPRs.
	l.comment("kernel arguments (kernarg segment at s[0:1])")
	for i := 0; i < len(out.Args); i++ {
		a := out.Args[i]
		p := k.Param(a.Name)
		if a.Pointer {
			r := l.ptrSGPR[p]
			if i+1 < len(out.Args) && out.Args[i+1].Pointer && out.Args[i+1].Offset == a.Offset+8 && r%4 == 0 &&
				l.ptrSGPR[k.Param(out.Args[i+1].Name)] == r+2 {
				// Two adjacent pointers in one 4-dword load (SGPR quads are
				// 4-aligned).
				l.emit(b.fam.sload[2], amdgcn.SGPRs(r, 4), amdgcn.SGPRs(sgprKernarg, 2), amdgcn.Int(int64(a.Offset)))
				i++
				continue
			}
			l.emit(b.fam.sload[1], amdgcn.SGPRs(r, 2), amdgcn.SGPRs(sgprKernarg, 2), amdgcn.Int(int64(a.Offset)))
		} else {
			l.emit(b.fam.sload[0], amdgcn.SGPRs(l.predSGPR[p], 1), amdgcn.SGPRs(sgprKernarg, 2), amdgcn.Int(int64(a.Offset)))
		}
	}
	if l.zero >= 0 {
		l.emit("v_mov_b32_e32", amdgcn.VGPRs(l.zero, 1), amdgcn.Int(0))
	}
	if needTID {
		l.threadOffsets(offKeys)
	}
	if len(out.Args) > 0 {
		l.wait(b.fam.waitKernel)
	}
	for _, p := range k.Params {
		m, ok := l.mask[p]
		if !ok {
			continue
		}
		l.comment("lane mask of %%%s: all ones where it is true", p.Name)
		l.emit("s_cmp_lg_u32", amdgcn.SGPRs(l.predSGPR[p], 1), amdgcn.Int(0))
		if wave64 {
			l.emit("s_cselect_b64", amdgcn.SGPRs(m, 2), amdgcn.Int(-1), amdgcn.Int(0))
		} else {
			l.emit("s_cselect_b32", amdgcn.SGPRs(m, 1), amdgcn.Int(-1), amdgcn.Int(0))
		}
	}
	l.resetTmp()

	loadsPending := false
	var regions [][2]int // per note: its lines before hazard padding, [comment, end)
	for _, op := range k.Body {
		if _, ok := op.(*ir.Alloc); ok {
			continue
		}
		if _, isLoad := op.(*ir.Load); isLoad {
			loadsPending = true
		} else if loadsPending {
			// Wait for the loads before the first op that may read them.
			l.wait(b.fam.waitLoad)
			loadsPending = false
		}
		start := len(l.lines)
		note := Note{Pos: op.Base().Pos, Op: ir.FormatOp(op)}
		l.comment("%s: %s", op.Base().Pos, note.Op)
		sel := l.lowerOp(op)
		note.Sel = sel
		if len(sel.Models) > 0 {
			l.lines[start].Comment += "  [" + sel.Recipe + ": " + joinModels(sel.Models) + "]"
		}
		regions = append(regions, [2]int{start, len(l.lines)})
		out.Notes = append(out.Notes, note)
		l.resetTmp()
	}
	if len(l.errs) > 0 {
		return nil, l.errs
	}
	l.emit("s_endpgm")
	if l.err != nil {
		l.errs.Add(k.Pos, "amdgcn-encode", "kernel @%s: lowerc's amdgcn assembler cannot build an instruction it selected: %v", k.Name, l.err)
		return nil, l.errs
	}
	body, first := padHazards(g, l.lines, l.padInst)
	if l.err != nil {
		l.errs.Add(k.Pos, "amdgcn-encode", "kernel @%s: hazard padding: %v", k.Name, l.err)
		return nil, l.errs
	}
	at := func(i int) int {
		if i < len(first) {
			return first[i]
		}
		return len(body)
	}
	for i, r := range regions {
		for _, ln := range body[at(r[0]):at(r[1])] {
			if ln.IsInst() {
				out.Notes[i].Inst++
			}
		}
	}

	if l.maxVGPR > maxVGPRs {
		l.errs.Add(k.Pos, "amdgcn-registers", "kernel @%s needs %d VGPRs; a thread has %d on %s", k.Name, l.maxVGPR, maxVGPRs, g.Name)
		return nil, l.errs
	}
	if l.maxSGPR > g.SGPRs {
		l.errs.Add(k.Pos, "amdgcn-registers", "kernel @%s needs %d SGPRs; %s has %d", k.Name, l.maxSGPR, g.Name, g.SGPRs)
		return nil, l.errs
	}
	out.Lines = body
	out.NextFreeVGPR = max(l.maxVGPR, 1)
	out.NextFreeSGPR = max(l.maxSGPR, 1)
	out.UsesVCC = l.usesVCC
	return out, nil
}

// threadOffsets computes, for each global tensor accessed under a group
// scope, the thread's byte offset Σ group coordinate × stride × size.
func (l *lowerer) threadOffsets(keys []offKey) {
	g := l.gen
	bx, by, bz := l.k.Block[0], l.k.Block[1], l.k.Block[2]
	l.comment("thread's linear ID in the block (%d×%d×%d)", bx, by, bz)
	var x, y, z opnd
	if packedTID(g) {
		// Packed IDs: x = v0[9:0], y = v0[19:10], z = v0[29:20].
		x = l.tmp(1)
		l.emit("v_and_b32_e32", l.arg(x), amdgcn.Int(0x3ff), amdgcn.VGPRs(0, 1))
		if by > 1 || bz > 1 {
			y = l.tmp(1)
			l.emit("v_bfe_u32", l.arg(y), amdgcn.VGPRs(0, 1), amdgcn.Int(10), amdgcn.Int(10))
		}
		if bz > 1 {
			z = l.tmp(1)
			l.emit("v_bfe_u32", l.arg(z), amdgcn.VGPRs(0, 1), amdgcn.Int(20), amdgcn.Int(10))
		}
	} else {
		x, y, z = vreg(0, 1), vreg(1, 1), vreg(2, 1)
	}
	lin := x
	if by > 1 || bz > 1 {
		yz := y
		if bz > 1 {
			t := l.tmp(1)
			l.emit("v_mul_u32_u24_e32", l.arg(t), b32Arg(uint64(by)), l.arg(z))
			l.emit(l.b.fam.addU32, l.arg(t), l.arg(y), l.arg(t))
			yz = t
		}
		t := l.tmp(1)
		l.emit("v_mul_u32_u24_e32", l.arg(t), b32Arg(uint64(bx)), l.arg(yz))
		l.emit(l.b.fam.addU32, l.arg(t), l.arg(x), l.arg(t))
		lin = t
	}
	wg := opnd{reg: -1} // the block's linear ID, once
	for _, key := range keys {
		dst := l.groupOff[key]
		t := key.t
		strides := ir.GroupStrides(t, key.scope)
		var coords []opnd
		switch key.scope {
		case ir.CTA:
			coords = []opnd{lin}
		case ir.Warp:
			c := l.tmp(1)
			l.emit("v_and_b32_e32", l.arg(c), b32Arg(uint64(t.Shape[0]-1)), l.arg(lin))
			coords = []opnd{c}
		case ir.Warpgroup:
			w, c := l.tmp(1), l.tmp(1)
			l.emit("v_bfe_u32", l.arg(w), l.arg(lin), amdgcn.Int(5), amdgcn.Int(2))
			l.emit("v_and_b32_e32", l.arg(c), amdgcn.Int(31), l.arg(lin))
			coords = []opnd{w, c}
		case ir.Grid:
			if wg.reg < 0 {
				wg = l.linearWorkgroup()
			}
			coords = []opnd{wg, lin}
		}
		l.comment("byte offset of %%%s for this thread (scope %s, group strides %v)", t.Name, key.scope, strides)
		first := true
		for i, c := range coords {
			scale := uint64(strides[i]) * uint64(elemBytes(t.Type))
			if scale == 0 {
				continue
			}
			term := vreg(dst, 1)
			if !first {
				term = l.tmp(1)
			}
			// v_mul_u32_u24 reads 24 bits of each factor: thread IDs are
			// below 1024, and a block ID below 2^24 (verify's rule size
			// bounds a grid-scoped global tensor to 2^24 group entries).
			if scale < 1<<24 {
				l.emit("v_mul_u32_u24_e32", l.arg(term), b32Arg(scale), l.arg(c))
			} else {
				m := l.movConst(scale&0xffffffff, 1)
				l.emit("v_mul_lo_u32", l.arg(term), l.arg(c), l.arg(m))
			}
			if !first {
				l.emit(l.b.fam.addU32, amdgcn.VGPRs(dst, 1), amdgcn.VGPRs(dst, 1), l.arg(term))
			}
			first = false
		}
		if first {
			l.emit("v_mov_b32_e32", amdgcn.VGPRs(dst, 1), amdgcn.Int(0))
		}
	}
}

// linearWorkgroup is the workgroup's index in the grid, numbered x
// fastest, then y, z (as the verifier's rule grid-extent numbers blocks):
// ID x + gx·(ID y + gy·ID z) for the kernel's grid(gx, gy, gz), from the
// workgroup ID system SGPRs s2, s3, s4 (Kernel.WorkgroupIDs enables them;
// on GFX12 from TTMP7 and TTMP9).
// Every factor and partial sum is below 2^24 (verify's rule size bounds a
// grid-scoped tensor to 2^24 group entries), so the 24-bit multiply is
// exact.
func (l *lowerer) linearWorkgroup() opnd {
	gx, gy, gz := max(l.k.Grid[0], 1), max(l.k.Grid[1], 1), max(l.k.Grid[2], 1)
	// GFX12 has architected SGPRs: the IDs are in TTMP9 (x) and TTMP7 (y
	// in bits 15:0, z in 31:16), as llc-19 reads them
	// (docs/reference/amdgpu.md §4.6).
	idX, idY, idZ := amdgcn.SGPRs(2, 1), amdgcn.SGPRs(3, 1), amdgcn.SGPRs(4, 1)
	ttmp := l.gen.Family == amdgcn.GFX12
	if ttmp {
		idX = amdgcn.TTMP(9)
	}
	b := l.tmp(1)
	if gy*gz == 1 {
		l.emit("v_mov_b32_e32", l.arg(b), idX)
		return b
	}
	if ttmp {
		l.emit("v_bfe_u32", l.arg(b), amdgcn.TTMP(7), amdgcn.Int(0), amdgcn.Int(16))
	} else {
		l.emit("v_mov_b32_e32", l.arg(b), idY)
	}
	if gz > 1 {
		z := l.tmp(1)
		if ttmp {
			l.emit("v_bfe_u32", l.arg(z), amdgcn.TTMP(7), amdgcn.Int(16), amdgcn.Int(16))
		} else {
			l.emit("v_mov_b32_e32", l.arg(z), idZ)
		}
		l.emit("v_mul_u32_u24_e32", l.arg(z), b32Arg(uint64(gy)), l.arg(z))
		l.emit(l.b.fam.addU32, l.arg(b), l.arg(b), l.arg(z))
	}
	l.emit("v_mul_u32_u24_e32", l.arg(b), b32Arg(uint64(gx)), l.arg(b))
	l.emit(l.b.fam.addU32, l.arg(b), idX, l.arg(b))
	return b
}

// b32Arg is a 32-bit constant operand: inline where it can be, else a
// literal.
func b32Arg(v uint64) amdgcn.Arg {
	if a, ok := inlineConst(amdgcn.TB32, v); ok {
		return a
	}
	lit, _ := literalValue(amdgcn.TB32, v)
	return amdgcn.Int(int64(lit))
}

// slotReg returns the VGPRs of a local tensor's register slot.
func (l *lowerer) slotReg(t *ir.Tensor, index int64) opnd {
	n := regsPer(t.Type)
	return vreg(l.local[t]+int(index)*n, n)
}

// operand returns an expanded slot (register r of the register axis) as an
// operand.
func (l *lowerer) operand(s ir.Slot, r int) opnd {
	if s.IsScalar() {
		return konst(s.Scalar.Bits)
	}
	return l.slotReg(s.Tensor, s.Index+int64(r)*s.RegStride)
}

func (l *lowerer) lowerOp(op ir.Op) Selection {
	a := op.Base().Attrs
	switch o := op.(type) {
	case *ir.Load:
		l.memory(op, o.Src.Tensor, true, a)
	case *ir.Store:
		l.memory(op, o.Dst.Tensor, false, a)
	case *ir.Mov:
		l.forEach(op, func(dst opnd, srcs []opnd) Selection {
			mov, _ := l.form("mov_b32")
			if dst.n == 2 {
				s := srcs[0]
				l.valu(mov, dst.lo(), []opnd{s.lo()}, valuOpts{})
				l.valu(mov, dst.hi(), []opnd{s.hi()}, valuOpts{})
			} else {
				s := srcs[0]
				if s.kind == oConst {
					s = konst(s.bits & 0xffffffff)
				}
				l.valu(mov, dst, []opnd{s}, valuOpts{})
			}
			return Selection{Recipe: "mov"}
		})
		return Selection{Recipe: "mov"}
	case *ir.MinMax:
		return l.forEach(op, func(dst opnd, srcs []opnd) Selection {
			// bf16 and f32x2 are selected as f32 lanes; the other types by
			// the selection table's row for them.
			t := o.Dst.Tensor.Type
			switch t {
			case ir.BF16, ir.BF16x2:
				return l.minMaxBF16(o, dst, srcs, t == ir.BF16x2)
			case ir.F32x2:
			default:
				if r := l.b.selectRow(o.Kind, o.NaN, t); r != nil && r.Seq == seqCmp64 {
					return l.minMax64(o, t == ir.S64, dst, srcs)
				}
			}
			li, lanes := laneOf(t)
			if lanes == 2 { // f32x2: two f32 lanes
				s := l.minMaxSelect(o, li, dst.lo(), lo32(srcs))
				l.minMaxSelect(o, li, dst.hi(), hi32(srcs))
				s.Recipe = "2x(" + s.Recipe + ")"
				return s
			}
			return l.minMaxSelect(o, li, dst, srcs)
		})
	case *ir.Apply:
		return l.forEach(op, func(dst opnd, srcs []opnd) Selection {
			return l.atom(o, dst, srcs)
		})
	}
	return Selection{}
}

func lo32(xs []opnd) []opnd {
	out := make([]opnd, len(xs))
	for i, x := range xs {
		out[i] = x.lo()
	}
	return out
}

func hi32(xs []opnd) []opnd {
	out := make([]opnd, len(xs))
	for i, x := range xs {
		out[i] = x.hi()
	}
	return out
}

// forEach lowers each expanded instruction of a register op with f, which
// writes dst. With pred and preserve_dst, f writes a temporary and
// v_cndmask_b32 keeps the old value where the pred is false; without
// preserve_dst the inactive result is undefined, so f writes dst directly.
func (l *lowerer) forEach(op ir.Op, f func(dst opnd, srcs []opnd) Selection) Selection {
	a := op.Base().Attrs
	var sel Selection
	seen := map[string]bool{}
	for in := range ir.Expand(op) {
		for r := 0; r < in.Dst.RegCount; r++ {
			dst := l.operand(in.Dst, r)
			srcs := make([]opnd, in.NSrc)
			for i, s := range in.Sources() {
				srcs[i] = l.operand(s, r)
			}
			out := dst
			if a.Pred != nil && a.PreserveDst {
				out = l.tmp(dst.n)
			}
			s := f(out, srcs)
			if sel.Recipe == "" {
				sel.Recipe = s.Recipe
			}
			for _, m := range s.Models {
				if !seen[m] {
					seen[m] = true
					sel.Models = append(sel.Models, m)
				}
			}
			if a.Pred != nil && a.PreserveDst {
				l.keepWhereFalse(a.Pred, dst, out)
			}
			l.resetTmp()
		}
	}
	if a.Pred != nil && a.PreserveDst {
		sel.Recipe += "+cndmask(pred)"
	}
	return sel
}

// keepWhereFalse: dst = pred ? val : dst, one dword at a time.
func (l *lowerer) keepWhereFalse(p *ir.PredRef, dst, val opnd) {
	cnd, _ := l.form("cndmask_b32")
	n := 1
	if l.gen.WaveSize == 64 {
		n = 2
	}
	mask := sreg(l.mask[p.Param], n)
	for i := 0; i < dst.n; i++ {
		d, v := vreg(dst.reg+i, 1), vreg(val.reg+i, 1)
		srcs := []opnd{d, v} // src0 where the mask is 0, src1 where it is 1
		if p.Negate {
			srcs = []opnd{v, d}
		}
		l.valu(cnd, d, srcs, valuOpts{mask: mask})
	}
}

// memory lowers a load or a store: one GLOBAL access per element, the base
// address in an SGPR pair, the offset in a VGPR plus the instruction's
// immediate. A pred masks EXEC around the accesses.
func (l *lowerer) memory(op ir.Op, gt *ir.Tensor, load bool, a ir.Attrs) {
	wave64 := l.gen.WaveSize == 64
	exec, sfx, maskRegs := amdgcn.Exec(l.gen), "_b32", 1
	if wave64 {
		sfx, maskRegs = "_b64", 2
	}
	if a.Pred != nil {
		m := amdgcn.SGPRs(l.mask[a.Pred.Param], maskRegs)
		l.emit("s_mov"+sfx, amdgcn.SGPRs(l.execSave, maskRegs), exec)
		if a.Pred.Negate {
			l.emit(l.b.fam.andNot+sfx, exec, exec, m)
		} else {
			l.emit("s_and"+sfx, exec, exec, m)
		}
	}
	ptr := amdgcn.SGPRs(l.ptrSGPR[gt], 2)
	size := sizeIndex(gt.Type)
	eb := int64(elemBytes(gt.Type))
	for in := range ir.Expand(op) {
		gs, ls := in.Srcs[0], in.Dst
		if !load {
			gs, ls = in.Dst, in.Srcs[0]
		}
		for r := 0; r < in.Dst.RegCount; r++ {
			v := l.slotReg(ls.Tensor, ls.Index+int64(r)*ls.RegStride)
			byteOff := (gs.Index + int64(r)*gs.RegStride) * eb
			vaddr, imm, ok := l.address(gt, a.Scope, byteOff)
			if !ok {
				l.errs.Add(op.Base().Pos, "amdgcn-address", "%%%s: element offset %d bytes does not fit the 32-bit offset of a GLOBAL access with an SGPR base", gt.Name, byteOff)
				return
			}
			mods := amdgcn.BuildMods{Offset: imm}
			if load {
				l.emitMods(l.b.fam.gload[size], mods, l.arg(v), amdgcn.VGPRs(vaddr, 1), ptr)
			} else {
				l.emitMods(l.b.fam.gstore[size], mods, amdgcn.VGPRs(vaddr, 1), l.arg(v), ptr)
			}
			l.useVGPR(v.reg, v.n)
			l.resetTmp()
		}
	}
	if a.Pred != nil {
		l.emit("s_mov"+sfx, exec, amdgcn.SGPRs(l.execSave, maskRegs))
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// address returns the VGPR offset and immediate that address byteOff of a
// global tensor for this thread.
func (l *lowerer) address(t *ir.Tensor, scope ir.Scope, byteOff int64) (vaddr int, imm int64, ok bool) {
	base := l.zero
	grouped := false
	if r, ok := l.groupOff[offKey{t, scope}]; ok && r >= 0 {
		base, grouped = r, true
	}
	f := l.b.fam
	if byteOff >= f.offMin && byteOff <= f.offMax && (grouped || byteOff >= 0) {
		return base, byteOff, true
	}
	if byteOff < 0 || byteOff > 0xffffffff {
		return 0, 0, false
	}
	tmp := l.tmp(1)
	if grouped {
		l.emit(f.addU32, l.arg(tmp), b32Arg(uint64(byteOff)), amdgcn.VGPRs(base, 1))
	} else {
		l.emit("v_mov_b32_e32", l.arg(tmp), b32Arg(uint64(byteOff)))
	}
	return tmp.reg, 0, true
}

// atom lowers one expanded apply amdgcn "…".
func (l *lowerer) atom(a *ir.Apply, dst opnd, srcs []opnd) Selection {
	ent, err := amdgcn.LookupForm(l.gen, a.Opcode)
	if err != nil {
		l.errs.Add(a.OpcodePos, "target-form", "%v", err)
		return Selection{}
	}
	force := 0
	if strings.HasSuffix(a.Opcode, "_e32") {
		force = 32
	} else if strings.HasSuffix(a.Opcode, "_e64") {
		force = 64
	}
	d := ent.Def
	if d.Shape == amdgcn.ShapeTernary || d.Shape == amdgcn.ShapePk3 || d.Shape == amdgcn.ShapeBinary || d.Shape == amdgcn.ShapePk2 || d.Shape == amdgcn.ShapeVOP1 {
		l.valu(ent, dst, srcs, valuOpts{force: force})
	}
	sel := Selection{Recipe: "atom " + ent.Name}
	if strings.Contains(ent.Name, "max") || strings.Contains(ent.Name, "min") || strings.Contains(ent.Name, "med") {
		float := d.Dst == amdgcn.TF16 || d.Dst == amdgcn.TF32 || d.Dst == amdgcn.TF64 || d.Dst == amdgcn.TV2F16
		sel.Models = []string{l.b.Model(ent.Name, float)}
	}
	return sel
}
