package amdexec

import (
	"encoding/binary"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/lowerc/lowerc/targets/amdgcn/lower"
	"github.com/lowerc/lowerc/verify"
	"github.com/lowerc/lowerc/verify/tv"
)

// Target is the AMD executor as a tv.Target (lowerc validate -target
// amdgcn).
type Target struct{}

var _ tv.Target = Target{}

// Block is the number of input tuples a Func runs at once (lanes of one
// machine).
const Block = 4096

// Addresses of the launch: the kernarg segment, and the first global
// buffer (each further buffer follows at the next 64 KiB boundary after the
// previous one, with a 64 KiB gap).
const (
	KernargAddr = 0x1000
	GlobalAddr  = 0x100000
	// DispatchAddr is where the AQL dispatch packet of a launch is.
	DispatchAddr = 0x800
	// ReturnAddr is what a Func's caller puts in s[30:31].
	ReturnAddr uint64 = 0x7ffe_0000_1234
)

// scratchRsrc is what a Func's caller puts in s[0:3]: the private segment
// buffer descriptor, an input of every non-kernel function in the AMDGPU
// calling convention (LLVM AMDGPUUsage, "Call Convention": SGPR0–3). Its
// value is the caller's; the executor gives a fixed one, so that code
// using s0–s3 as don't-care operands (llc-19 writes v_cvt_pk_bf16_f32 v0,
// v0, s0 for one bf16 result) runs, like the high half of 16-bit inputs
// (Func.HighBits). A result that depended on it would be wrong for any
// other caller.
var scratchRsrc = [4]uint32{0x5c5c0000, 0x5c5c0001, 0x5c5c0002, 0x5c5c0003}

func options(o tv.Options) (*amdgcn.Generation, error) {
	if o.Arch == "" {
		return nil, fmt.Errorf("amdgcn: no generation (-mcpu)")
	}
	return amdgcn.ParseGeneration(o.Arch)
}

// ---- external code

// Funcs reads AMD assembly text or an ELF code object and returns each
// function of it whose signature sig gives (a function for which sig
// returns an error is left out; it is an error when none is left). The
// calling convention is llc's for plain functions: the inputs in v0, v1,
// v2 (64-bit inputs in v[0:1], v[2:3], v[4:5]), the result in v0 (v[0:1]),
// return with s_setpc_b64 s[30:31]. 16-bit inputs arrive with a nonzero
// high half (the convention leaves it undefined) and only the result's low
// bits of the type's width are read. The mode is the function's kernel
// descriptor's where it has one, else IEEE = !o.NoIEEE, DX10_CLAMP on, no
// flushing.
func (Target) Funcs(file string, src []byte, sig func(fn string) (tv.Signature, error), o tv.Options) ([]tv.Func, error) {
	gen, err := options(o)
	if err != nil {
		return nil, err
	}
	code, err := Read(gen, file, src)
	if err != nil {
		return nil, err
	}
	var out []tv.Func
	var skipped []string
	for _, s := range code.Syms {
		sg, err := sig(s.Name)
		if err != nil {
			skipped = append(skipped, fmt.Sprintf("%s (%v)", s.Name, err))
			continue
		}
		f, err := NewFunc(code, s.Name, sg, o)
		if err != nil {
			return nil, err
		}
		out = append(out, f)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no function to run (%s)", file, strings.Join(skipped, "; "))
	}
	return out, nil
}

// A Func is a function of a Code run with llc's calling convention.
type Func struct {
	code   *Code
	sym    Symbol
	sig    tv.Signature
	mode   Mode
	wave64 bool
	// HighBits is put in the high half of a 16-bit input register
	// (default 0xdead: the convention leaves it undefined).
	HighBits uint32
	pool     modelPool
	noFast   bool // the value-slice path off (tests)
}

// A modelPool keeps the model caches of finished runs for the next ones
// (each concurrent run takes its own).
type modelPool struct{ p sync.Pool }

// runState is what one run of a Func leaves for the next: the models (with
// their batch evaluators' tables) and the last machine, whose storage the
// next run's machines reuse.
type runState struct {
	models map[string]*model
	prev   *Machine
	fast   *fastState // a caseFunc's value-slice path (fast.go)
	fn     *funcState // a Func's (fastfunc.go)
}

func (p *modelPool) get() *runState {
	if s, ok := p.p.Get().(*runState); ok {
		return s
	}
	return &runState{models: map[string]*model{}}
}

func (p *modelPool) put(s *runState) { p.p.Put(s) }

var _ tv.Func = (*Func)(nil)

// NewFunc returns function name of code with signature sig.
func NewFunc(code *Code, name string, sig tv.Signature, o tv.Options) (*Func, error) {
	s, err := code.Sym(name)
	if err != nil {
		return nil, err
	}
	if sig.Arity < 1 || sig.Arity > 3 {
		return nil, fmt.Errorf("%s: arity %d: want 1, 2 or 3", name, sig.Arity)
	}
	switch sig.Type.Bits() {
	case 16, 32, 64:
	default:
		return nil, fmt.Errorf("%s: type %s is not a 16-, 32- or 64-bit type", name, sig.Type)
	}
	mode := s.Mode
	if !s.Kernel {
		mode = defaultMode(code.Gen)
		mode.IEEE = !o.NoIEEE
	}
	if !hasModeBits(code.Gen) {
		mode.IEEE = true
	}
	return &Func{code: code, sym: *s, sig: sig, mode: mode, wave64: o.Wave64, HighBits: 0xdead}, nil
}

// Name returns the function's name.
func (f *Func) Name() string { return f.sym.Name }

// Arity returns the number of inputs.
func (f *Func) Arity() int { return f.sig.Arity }

// Type returns the inputs' and the result's type.
func (f *Func) Type() semantics.Type { return f.sig.Type }

// Mode returns the mode the function runs in.
func (f *Func) Mode() Mode { return f.mode }

// Run runs the function on len(out) input tuples, Block lanes at a time.
func (f *Func) Run(in [][]uint64, out []uint64) error {
	if len(in) != f.sig.Arity {
		return fmt.Errorf("%s: %d inputs given, want %d", f.Name(), len(in), f.sig.Arity)
	}
	regs := 1
	if f.sig.Type.Bits() == 64 {
		regs = 2
	}
	mask := f.sig.Type.Mask()
	half := f.sig.Type.Bits() == 16
	insts := f.code.Insts[f.sym.Start:f.sym.End]
	buf := make([]uint32, Block)
	st := f.pool.get() // models and their tables, storage, reused by later runs
	defer f.pool.put(st)
	models := st.models
	for lo := 0; lo < len(out); lo += Block {
		n := min(Block, len(out)-lo)
		if !f.noFast && f.fastBlock(st, in, out, lo, n, regs, half) == nil {
			continue
		}
		m := NewMachine(f.code.Gen, f.mode, n, f.wave64)
		if st.prev != nil {
			m.reuse(st.prev)
		}
		st.prev = m
		m.models = models
		m.RetAddr = ReturnAddr
		for w := 0; w < m.Waves(); w++ {
			m.SetSGPR(30, w, uint32(ReturnAddr&0xffffffff))
			m.SetSGPR(31, w, uint32(ReturnAddr>>32))
			for k, v := range scratchRsrc {
				m.SetSGPR(k, w, v)
			}
		}
		for k := 0; k < f.sig.Arity; k++ {
			xs := in[k][lo : lo+n]
			for r := 0; r < regs; r++ {
				b := buf[:len(xs)]
				if half {
					for i, x := range xs {
						b[i] = uint32(x&0xffff) | f.HighBits<<16
					}
				} else {
					for i, x := range xs {
						b[i] = uint32(x >> (32 * r))
					}
				}
				m.SetVGPR(k*regs+r, b)
			}
		}
		stop, err := m.Run(insts)
		if err != nil {
			return err
		}
		if stop != StopReturn {
			return fmt.Errorf("%s: %s: the function ended without returning (s_setpc_b64 s[30:31])", f.sym.Pos, f.Name())
		}
		r0 := m.VGPRLanes(0)
		if r0 == nil {
			return fmt.Errorf("%s: %s: the result register v0 is undefined at the return", f.sym.Pos, f.Name())
		}
		var r1 []uint32
		if regs == 2 {
			if r1 = m.VGPRLanes(1); r1 == nil {
				return fmt.Errorf("%s: %s: the result register v1 is undefined at the return", f.sym.Pos, f.Name())
			}
		}
		for i := 0; i < n; i++ {
			x := uint64(r0[i])
			if r1 != nil {
				x |= uint64(r1[i]) << 32
			}
			out[lo+i] = x & mask
		}
	}
	return nil
}

// ---- lowerc's own code

// lowered is a module lowered for AMD and read back from its assembly.
type lowered struct {
	gen  *amdgcn.Generation
	prog *lower.Program
	code *Code
}

// lowerModuleCode lowers m and runs code instead of lowerc's text when it
// is not nil (the same program, for example as llvm-mc assembled it).
func lowerModuleCode(m *ir.Module, file string, code *Code, o tv.Options) (*lowered, error) {
	gen, err := options(o)
	if err != nil {
		return nil, err
	}
	if o.Wave64 && gen.Family != amdgcn.GFX9 {
		// Lower as llvm-mc -mattr=+wavefrontsize64 (64-bit lane masks).
		if gen, err = gen.WithMAttr("+wavefrontsize64"); err != nil {
			return nil, err
		}
	}
	b, err := lower.New(lower.Options{Gen: gen, IEEE: !o.NoIEEE})
	if err != nil {
		return nil, err
	}
	// The target's own rules (an op the target or its mode cannot do),
	// which the lowering assumes were checked.
	if errs := verify.Module(m, b); len(errs) > 0 {
		return nil, errs
	}
	p, err := b.Lower(m)
	if err != nil {
		return nil, err
	}
	name := file
	if name == "" {
		name = m.File
	}
	if code == nil {
		// Run what lowerc writes: its assembly text, descriptor included.
		code, err = ParseText(gen, name+" (lowered for "+gen.Name+")", p.AppendAsm(nil))
		if err != nil {
			return nil, fmt.Errorf("reading lowerc's own output: %w", err)
		}
	} else if code.Gen != gen {
		return nil, fmt.Errorf("%s is code for %s, not %s", code.File, code.Gen.Name, gen.Name)
	}
	return &lowered{gen: gen, prog: p, code: code}, nil
}

// kernel returns the lowered kernel, its symbol and its tile kernel.
func (l *lowered) kernel(m *ir.Module, name string) (*lower.Kernel, *Symbol, *ir.Kernel, error) {
	var lk *lower.Kernel
	for _, k := range l.prog.Kernels {
		if k.Name == name {
			lk = k
		}
	}
	var ik *ir.Kernel
	for _, k := range m.Kernels {
		if k.Name == name {
			ik = k
		}
	}
	if lk == nil || ik == nil {
		return nil, nil, nil, fmt.Errorf("no kernel @%s", name)
	}
	s, err := l.code.Sym(name)
	if err != nil {
		return nil, nil, nil, err
	}
	if s.End-s.Start != len(lk.Instructions()) {
		return nil, nil, nil, fmt.Errorf("kernel @%s: %d instructions read back, %d lowered", name, s.End-s.Start, len(lk.Instructions()))
	}
	return lk, s, ik, nil
}

// Cases lowers every kernel of m and returns, for each min/max op (and
// each element of its destination, and each lane of an f32x2), the
// instructions it was lowered to as a Func with the op's declared
// semantics (DeclaredModel). The Func runs the kernel's prologue (kernel
// arguments: preds set so that the op runs, pointers to nothing; work-item
// and workgroup 0), puts its inputs in every element of the op's source
// tensors (16-bit values zero-extended, as loaded), runs the op's region
// and reads the destination element. Sources that are constants are part
// of the model; a tensor named twice is one input. A Func and its model
// have the same arity, at least 2 (package semantics' models take 2 or 3
// inputs): when the op has one variable input, input 1 is ignored by both.
func (Target) Cases(m *ir.Module, file string, o tv.Options) ([]tv.Case, error) {
	return CasesCode(m, file, nil, o)
}

// CasesCode is Cases running code (lowerc's output for m and o, read back
// from somewhere else: an object llvm-mc assembled from it, or a mutated
// copy) instead of the text lowerc writes; nil runs the text.
func CasesCode(m *ir.Module, file string, code *Code, o tv.Options) ([]tv.Case, error) {
	l, err := lowerModuleCode(m, file, code, o)
	if err != nil {
		return nil, err
	}
	var out []tv.Case
	for _, ik := range m.Kernels {
		lk, sym, _, err := l.kernel(m, ik.Name)
		if err != nil {
			return nil, err
		}
		cs, err := l.cases(ik, lk, sym, o)
		if err != nil {
			return nil, err
		}
		out = append(out, cs...)
	}
	return out, nil
}

// regions returns, per note, the index of its first instruction in the
// kernel.
func regions(lk *lower.Kernel) ([]int, error) {
	starts := make([]int, len(lk.Notes))
	ni, inst := 0, 0
	for _, ln := range lk.Lines {
		if ln.IsInst() {
			inst++
			continue
		}
		if ni < len(lk.Notes) && strings.HasPrefix(ln.Comment, lk.Notes[ni].Pos.String()+": ") {
			starts[ni] = inst
			ni++
		}
	}
	if ni != len(lk.Notes) {
		return nil, fmt.Errorf("kernel @%s: found %d of %d op regions in the lowered code", lk.Name, ni, len(lk.Notes))
	}
	return starts, nil
}

func (l *lowered) cases(ik *ir.Kernel, lk *lower.Kernel, sym *Symbol, o tv.Options) ([]tv.Case, error) {
	starts, err := regions(lk)
	if err != nil {
		return nil, err
	}
	insts := l.code.Insts[sym.Start:sym.End]
	prologue := insts
	if len(starts) > 0 {
		prologue = insts[:starts[0]]
	}
	var ops []ir.Op
	for _, op := range ik.Body {
		if _, ok := op.(*ir.Alloc); !ok {
			ops = append(ops, op)
		}
	}
	if len(ops) != len(lk.Notes) {
		return nil, fmt.Errorf("kernel @%s: %d ops, %d notes", ik.Name, len(ops), len(lk.Notes))
	}
	var out []tv.Case
	for k, op := range ops {
		mm, ok := op.(*ir.MinMax)
		if !ok {
			continue
		}
		region := insts[starts[k] : starts[k]+lk.Notes[k].Inst]
		cs, err := l.opCases(ik, lk, sym, mm, prologue, region, o)
		if err != nil {
			return nil, fmt.Errorf("%s: %s: %w", mm.Pos, lk.Notes[k].Op, err)
		}
		out = append(out, cs...)
	}
	return out, nil
}

// A loc is where a Func input or result lives: the element's container
// at VGPR reg (two VGPRs for a 64-bit container), and for a packed type
// the lane.
type loc struct {
	reg      int
	regs     int // 1 or 2
	lanes    int // 1, or 2 for packed types
	lane     int
	laneBits uint
}

// container builds the element that holds input x (input k of the Func):
// x in the loc's lane, and in the other lane of a packed type a value
// derived from x and k, so that code mixing up lanes shows.
func (lc *loc) container(x uint64, k int) uint64 {
	if lc.lanes == 1 {
		return x
	}
	m := uint64(1)<<lc.laneBits - 1
	other := (x*0x9e3779b97f4a7c15 + uint64(k+1)*0x632be59bd9b4e019) >> 17 & m
	return x<<(lc.laneBits*uint(lc.lane)) | other<<(lc.laneBits*uint(1-lc.lane))
}

func (lc *loc) extract(c uint64) uint64 {
	return c >> (lc.laneBits * uint(lc.lane)) & (uint64(1)<<lc.laneBits - 1)
}

func (l *lowered) opCases(ik *ir.Kernel, lk *lower.Kernel, sym *Symbol, mm *ir.MinMax, prologue, region []Inst, o tv.Options) ([]tv.Case, error) {
	et := mm.Dst.Tensor.Type
	laneT := et.Lane()
	st, err := semantics.ParseType(laneT.String())
	if err != nil {
		return nil, fmt.Errorf("type %s: %v", laneT, err)
	}
	for _, s := range mm.Srcs {
		if r, ok := s.(*ir.Ref); ok && r.Tensor.Space != ir.Local {
			return nil, fmt.Errorf("source %%%s is not a local tensor", r.Tensor.Name)
		}
	}
	if mm.Dst.Tensor.Space != ir.Local {
		return nil, fmt.Errorf("destination %%%s is not a local tensor", mm.Dst.Tensor.Name)
	}
	// Kernel arguments: the op's pred (if any) set so that the op runs.
	kernarg := make([]byte, max(lk.KernargSize, 8))
	if p := mm.Base().Attrs.Pred; p != nil && p.Param != nil {
		for _, a := range lk.Args {
			if a.Name == p.Param.Name && !a.Pointer && !p.Negate {
				binary.LittleEndian.PutUint32(kernarg[a.Offset:], 1)
			}
		}
	}
	rp := 1
	if et.Bits() == 64 {
		rp = 2
	}
	lanes := et.Lanes()
	lb := uint(laneT.Bits())
	type slot struct {
		t   *ir.Tensor
		idx int64
	}
	var out []tv.Case
	nelem := 0
	for ins := range ir.Expand(mm) {
		for r := 0; r < ins.Dst.RegCount; r++ {
			at := func(s ir.Slot) int64 { return s.Index + int64(r)*s.RegStride }
			// Func inputs: the distinct source slots.
			var ins2 []slot
			var args []DeclArg
			for _, s := range ins.Sources() {
				if s.IsScalar() {
					args = append(args, DeclArg{In: -1, Const: s.Scalar.Bits})
					continue
				}
				sl := slot{s.Tensor, at(s)}
				k := -1
				for j, x := range ins2 {
					if x == sl {
						k = j
					}
				}
				if k < 0 {
					k = len(ins2)
					ins2 = append(ins2, sl)
				}
				args = append(args, DeclArg{In: k})
			}
			if len(ins2) == 0 {
				continue // constants only: nothing to vary
			}
			for ln := 0; ln < lanes; ln++ {
				c := &caseFunc{
					name: fmt.Sprintf("%s %s", mm.Pos, mm.Kind), gen: l.gen, mode: sym.Mode, wave64: o.Wave64,
					prologue: prologue, region: region, kernarg: kernarg, typ: st, arity: max(len(ins2), 2),
					packedTID: l.packedTID(), launch: sym.Launch,
				}
				if nelem > 0 || ins.Dst.RegCount > 1 || ir.Count(mm) > 1 {
					c.name += fmt.Sprintf(" [element %d]", nelem)
				}
				if lanes > 1 {
					c.name += fmt.Sprintf(" [lane %d]", ln)
				}
				for _, sl := range ins2 {
					v, ok := lk.Locals[sl.t.Name]
					if !ok {
						return nil, fmt.Errorf("no registers for %%%s", sl.t.Name)
					}
					c.inputs = append(c.inputs, loc{reg: v + int(sl.idx)*rp, regs: rp, lanes: lanes, lane: ln, laneBits: lb})
				}
				d, ok := lk.Locals[mm.Dst.Tensor.Name]
				if !ok {
					return nil, fmt.Errorf("no registers for %%%s", mm.Dst.Tensor.Name)
				}
				c.out = loc{reg: d + int(at(ins.Dst))*rp, regs: rp, lanes: lanes, lane: ln, laneBits: lb}
				// Every register of the op's tensors is defined: the
				// op's code runs over all their elements.
				for _, t := range append(refTensors(mm), mm.Dst.Tensor) {
					v := lk.Locals[t.Name]
					for j := 0; j < int(t.Size()); j++ {
						c.fill = append(c.fill, loc{reg: v + j*rp, regs: rp, lanes: lanes, lane: ln, laneBits: lb})
					}
				}
				// The declared model on the Func's inputs, constants
				// bound to the lane's half.
				largs := append([]DeclArg(nil), args...)
				for i := range largs {
					if largs[i].In < 0 {
						largs[i].Const = largs[i].Const >> (lb * uint(ln)) & (uint64(1)<<lb - 1)
					}
				}
				md, err := DeclaredModel(mm, st, largs)
				if err != nil {
					return nil, err
				}
				c.fast = newFastPlan(c)
				out = append(out, tv.Case{Func: c, Model: md, Where: c.name})
			}
			nelem++
		}
	}
	return out, nil
}

func refTensors(mm *ir.MinMax) []*ir.Tensor {
	var ts []*ir.Tensor
	for _, s := range mm.Srcs {
		if r, ok := s.(*ir.Ref); ok {
			ts = append(ts, r.Tensor)
		}
	}
	return ts
}

func (l *lowered) packedTID() bool { return packedTID(l.gen) }

// caseFunc runs one op's region.
type caseFunc struct {
	name             string
	gen              *amdgcn.Generation
	mode             Mode
	wave64           bool
	packedTID        bool
	prologue, region []Inst
	kernarg          []byte
	inputs           []loc
	fill             []loc // set to input 0 before the inputs
	out              loc
	typ              semantics.Type
	arity            int
	launch           Launch
	pool             modelPool
	fast             *fastPlan // nil: the ordinary path only
}

func (c *caseFunc) Name() string         { return c.name }
func (c *caseFunc) Arity() int           { return c.arity }
func (c *caseFunc) Type() semantics.Type { return c.typ }

func (c *caseFunc) Run(in [][]uint64, out []uint64) error { return c.run(in, out, false) }

// RunBroadcast is Run with every input column of length 1 taken as that
// value in every execution (tv.BroadcastFunc): the value-slice path keeps
// it as one uniform register value without a scan; a block that path
// refuses runs on the ordinary path with the column written out.
func (c *caseFunc) RunBroadcast(in [][]uint64, out []uint64) error { return c.run(in, out, true) }

// run is Run, and with broadcast RunBroadcast.
func (c *caseFunc) run(in [][]uint64, out []uint64, broadcast bool) error {
	if len(in) != c.arity {
		return fmt.Errorf("%s: %d inputs given, want %d", c.name, len(in), c.arity)
	}
	for k, col := range in {
		switch {
		case len(col) >= len(out), broadcast && len(col) == 1:
		case broadcast:
			return fmt.Errorf("%s: input %d has %d values for %d results (one value: every execution)", c.name, k, len(col), len(out))
		default:
			return fmt.Errorf("%s: input %d has %d values for %d results", c.name, k, len(col), len(out))
		}
	}
	var full [][]uint64 // in with its one-value columns written out, for the ordinary path
	var buf []uint32
	st := c.pool.get() // models and their tables, storage, reused by later runs
	defer c.pool.put(st)
	for lo := 0; lo < len(out); lo += Block {
		n := min(Block, len(out)-lo)
		if c.fast != nil && c.fastBlock(st, in, out, lo, n) == nil {
			continue
		}
		if full == nil {
			full = in
			if broadcast {
				full = slices.Clone(in)
				for k, col := range in {
					if len(col) < len(out) { // one value
						full[k] = slices.Repeat(col, len(out))
					}
				}
			}
			buf = make([]uint32, Block)
		}
		if err := c.runBlock(st, full, out, lo, n, buf); err != nil {
			return err
		}
	}
	return nil
}

// runBlock runs block [lo, lo+n) of a Run on the ordinary path: a machine
// launched for the block runs the prologue, takes the inputs and runs the
// op's region.
func (c *caseFunc) runBlock(st *runState, in [][]uint64, out []uint64, lo, n int, buf []uint32) error {
	mask := c.typ.Mask()
	m, err := launch(c.gen, c.mode, n, c.wave64, c.kernarg, nil, c.packedTID, c.launch)
	if err != nil {
		return err
	}
	if st.prev != nil {
		m.reuse(st.prev)
	}
	st.prev = m
	m.models = st.models
	if stop, err := m.Run(c.prologue); err != nil {
		return fmt.Errorf("%s: prologue: %w", c.name, err)
	} else if stop != StopEnd {
		return fmt.Errorf("%s: the prologue ended the kernel", c.name)
	}
	for _, lc := range c.fill {
		xs := in[0][lo : lo+n]
		for j := 0; j < lc.regs; j++ {
			for i, x := range xs {
				buf[i] = uint32(lc.container(x, 0) >> (32 * j))
			}
			m.SetVGPR(lc.reg+j, buf[:n])
		}
	}
	for k, lc := range c.inputs {
		xs := in[k][lo : lo+n]
		for j := 0; j < lc.regs; j++ {
			for i, x := range xs {
				buf[i] = uint32(lc.container(x, k) >> (32 * j))
			}
			m.SetVGPR(lc.reg+j, buf[:n])
		}
	}
	if stop, err := m.Run(c.region); err != nil {
		return fmt.Errorf("%s: %w", c.name, err)
	} else if stop != StopEnd {
		return fmt.Errorf("%s: the op's code ended the kernel", c.name)
	}
	r0 := m.VGPRLanes(c.out.reg)
	var r1 []uint32
	if c.out.regs == 2 {
		r1 = m.VGPRLanes(c.out.reg + 1)
	}
	if r0 == nil || c.out.regs == 2 && r1 == nil {
		return fmt.Errorf("%s: the destination is undefined after the op", c.name)
	}
	for i := 0; i < n; i++ {
		x := uint64(r0[i])
		if r1 != nil {
			x |= uint64(r1[i]) << 32
		}
		out[lo+i] = c.out.extract(x) & mask
	}
	return nil
}

// launch makes a machine of n lanes as a kernel launch leaves it for
// workgroup 0 and work-item 0 in every lane (the kernarg segment in its
// own memory unless mem is given), with the registers the descriptor's
// launch asks for.
func launch(gen *amdgcn.Generation, mode Mode, n int, wave64 bool, kernarg []byte, mem *Memory, packed bool, l Launch) (*Machine, error) {
	m := NewMachine(gen, mode, n, wave64)
	if mem == nil {
		mem = &Memory{}
		if err := mem.Map(KernargAddr, kernarg, "the kernarg segment"); err != nil {
			return nil, err
		}
	}
	m.Mem = mem
	zero := func(int) [3]uint32 { return [3]uint32{} }
	if err := m.launchRegs(l, packed, [3]int{1, 1, 1}, [3]int{1, 1, 1}, zero, zero); err != nil {
		return nil, err
	}
	return m, nil
}

// launchRegs defines the registers a wave starts with (docs/reference/amdgpu.md, LLVM
// AMDGPUUsage "Initial Kernel Execution State"): the user SGPRs from s0
// (the kernarg segment pointer), then the enabled workgroup IDs of wave w
// (wg(w)), and the work-item IDs of lane i (tid(i)) packed in v0 (x | y<<10
// | z<<20) or in v0, v1, v2 as the descriptor enables them.
func (m *Machine) launchRegs(l Launch, packed bool, grid, block [3]int, wg, tid func(int) [3]uint32) error {
	if l.Unsupported != "" {
		return fmt.Errorf("the kernel descriptor enables %s, which the executor does not provide", l.Unsupported)
	}
	next := 0
	pair := func(lo, hi uint32) {
		for w := 0; w < m.nw; w++ {
			m.SetSGPR(next, w, lo)
			m.SetSGPR(next+1, w, hi)
		}
		next += 2
	}
	if l.PrivateSegmentBuffer {
		pair(0, 0)
		pair(0, 0)
	}
	if l.DispatchPtr {
		// The AQL kernel dispatch packet (HSA): workgroup_size_x/y/z
		// (u16 at 4, 6, 8), grid_size_x/y/z in work-items (u32 at 12, 16,
		// 20); the rest zero.
		pkt := make([]byte, 64)
		for k := 0; k < 3; k++ {
			binary.LittleEndian.PutUint16(pkt[4+2*k:], uint16(block[k]))
			binary.LittleEndian.PutUint32(pkt[12+4*k:], uint32(grid[k]*block[k]))
		}
		if m.Mem == nil {
			m.Mem = &Memory{}
		}
		if err := m.Mem.Map(DispatchAddr, pkt, "the dispatch packet"); err != nil {
			return err
		}
		pair(DispatchAddr, 0)
	}
	if l.KernargPtr {
		pair(KernargAddr, 0)
	}
	if l.DispatchID {
		pair(0, 0)
	}
	if l.UserSGPRs > next {
		next = l.UserSGPRs // user SGPRs the executor does not fill stay undefined
	}
	if m.Gen.Family == amdgcn.GFX12 {
		// Architected SGPRs: the workgroup IDs are in TTMP9 (x) and TTMP7
		// (y in bits 15:0, z in 31:16), not in system SGPRs
		// (docs/reference/amdgpu.md §4.6).
		for w := 0; w < m.nw; w++ {
			id := wg(w)
			m.SetSGPR(ttmp0+9, w, id[0])
			m.SetSGPR(ttmp0+7, w, id[1]&0xffff|id[2]<<16)
		}
	} else {
		for k := 0; k < 3; k++ {
			if !l.WorkgroupID[k] {
				continue
			}
			for w := 0; w < m.nw; w++ {
				m.SetSGPR(next, w, wg(w)[k])
			}
			next++
		}
	}
	if packed {
		v0 := m.DefineVGPR(0)
		for i := range v0 {
			t := tid(i)
			v0[i] = t[0] | t[1]<<10 | t[2]<<20
		}
		return nil
	}
	for k := 0; k <= l.WorkitemIDs && k < 3; k++ {
		v := m.DefineVGPR(k)
		for i := range v {
			v[i] = tid(i)[k]
		}
	}
	return nil
}
