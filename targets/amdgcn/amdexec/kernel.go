package amdexec

import (
	"encoding/binary"
	"fmt"
	"sync"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/amdgcn/lower"
	"github.com/lowerc/lowerc/verify/tv"
)

// Kernel lowers kernel @name of m and returns it ready to run: the
// lowering's ABI (targets/amdgcn/lower doc.go) with its kernarg segment,
// global tensors as buffers of the launch's flat address space, every
// workgroup of the grid and every work-item of the block as lanes of
// waves, workgroup ID x in s2 and work-item IDs in v0 (packed) or v0–v2.
func (Target) Kernel(m *ir.Module, name string, o tv.Options) (tv.Kernel, error) {
	return KernelCode(m, name, nil, o)
}

// KernelCode is Kernel running code (lowerc's output for m and o read
// back from elsewhere, such as the object llvm-mc assembled from it)
// instead of the text lowerc writes; nil runs the text.
func KernelCode(m *ir.Module, name string, code *Code, o tv.Options) (*Kernel, error) {
	l, err := lowerModuleCode(m, m.File, code, o)
	if err != nil {
		return nil, err
	}
	lk, sym, ik, err := l.kernel(m, name)
	if err != nil {
		return nil, err
	}
	return &Kernel{l: l, lk: lk, sym: *sym, ik: ik, wave64: o.Wave64}, nil
}

// Kernels lowers m once and returns every kernel, running code (see
// KernelCode) or, when nil, lowerc's text.
func Kernels(m *ir.Module, code *Code, o tv.Options) ([]*Kernel, error) {
	l, err := lowerModuleCode(m, m.File, code, o)
	if err != nil {
		return nil, err
	}
	var out []*Kernel
	for _, k := range m.Kernels {
		lk, sym, ik, err := l.kernel(m, k.Name)
		if err != nil {
			return nil, err
		}
		out = append(out, &Kernel{l: l, lk: lk, sym: *sym, ik: ik, wave64: o.Wave64})
	}
	return out, nil
}

// Name returns the kernel's name.
func (k *Kernel) Name() string { return k.ik.Name }

// A Kernel is a lowered tile kernel.
type Kernel struct {
	l      *lowered
	lk     *lower.Kernel
	sym    Symbol
	ik     *ir.Kernel
	wave64 bool
	// Steps is the number of instructions the last Run executed (over
	// the whole launch).
	Steps int

	// RunTuples' value-slice path (fasttuples.go): whether the kernel
	// qualifies, its run states; noFast turns it off (tests).
	fastOnce sync.Once
	fastOK   bool
	noFast   bool
	tpool    tuplePool
	// the sliced path (kslice.go) first; noSlice turns it off (tests)
	noSlice bool
	slices  sliceCache
}

var _ tv.Kernel = (*Kernel)(nil)

// Launch returns the launch registers of the kernel's descriptor.
func (k *Kernel) Launch() Launch { return k.sym.Launch }

// Mode returns the mode of the kernel's descriptor.
func (k *Kernel) Mode() Mode { return k.sym.Mode }

// memory maps the kernarg segment and args' global tensors; bases[i] is
// parameter i's address (0 for a pred).
func (k *Kernel) memory(args []tv.Arg) (mem *Memory, bases []uint64, err error) {
	ik, lk := k.ik, k.lk
	if len(args) != len(ik.Params) {
		return nil, nil, fmt.Errorf("kernel @%s takes %d arguments, %d given", ik.Name, len(ik.Params), len(args))
	}
	bases = make([]uint64, len(args))
	mem = &Memory{}
	kernarg := make([]byte, max(lk.KernargSize, 8))
	if err := mem.Map(KernargAddr, kernarg, "the kernarg segment"); err != nil {
		return nil, nil, err
	}
	// The kernarg layout of the ABI (targets/amdgcn/lower doc.go): the
	// parameters in order, a global tensor as an 8-byte, 8-aligned base
	// address, a pred as a 4-byte, 4-aligned 0/1 value. The lowering's own
	// record of it must agree.
	off := 0
	abi := map[string]int{}
	for _, p := range ik.Params {
		if p.Space == ir.Global {
			off = (off + 7) &^ 7
			abi[p.Name] = off
			off += 8
		} else {
			off = (off + 3) &^ 3
			abi[p.Name] = off
			off += 4
		}
	}
	for _, a := range lk.Args {
		if o, ok := abi[a.Name]; !ok || o != a.Offset {
			return nil, nil, fmt.Errorf("kernel @%s: the lowering puts %%%s at kernarg offset %d, the ABI at %d", ik.Name, a.Name, a.Offset, o)
		}
	}
	if len(kernarg) < off {
		return nil, nil, fmt.Errorf("kernel @%s: kernarg segment of %d bytes, the ABI needs %d", ik.Name, len(kernarg), off)
	}
	addr := uint64(GlobalAddr)
	for i, p := range ik.Params {
		var a *lower.Arg
		for j := range lk.Args {
			if lk.Args[j].Name == p.Name {
				a = &lk.Args[j]
			}
		}
		if a == nil {
			return nil, nil, fmt.Errorf("kernel @%s: parameter %%%s has no kernel argument", ik.Name, p.Name)
		}
		if a.Pointer {
			if err := mem.Map(addr, args[i].Mem, "%"+p.Name); err != nil {
				return nil, nil, err
			}
			binary.LittleEndian.PutUint64(kernarg[a.Offset:], addr)
			bases[i] = addr
			addr += (uint64(len(args[i].Mem)) + 0xffff) &^ 0xffff
			addr += 0x10000
			continue
		}
		v := uint32(0)
		if args[i].Pred {
			v = 1
		}
		binary.LittleEndian.PutUint32(kernarg[a.Offset:], v)
	}
	return mem, bases, nil
}

// Run runs the whole launch once. Stores update args' memory in place.
func (k *Kernel) Run(args []tv.Arg) error {
	ik := k.ik
	mem, _, err := k.memory(args)
	if err != nil {
		return err
	}
	k.Steps, err = runLaunch(k.l.code, &k.sym, ik, k.wave64, mem)
	return err
}

// runLaunch runs sym's code as the whole launch of kernel ik over mem:
// every workgroup of the grid, every work-item of the block as lanes of
// waves, with the launch registers sym's descriptor enables; it returns
// the instructions run.
func runLaunch(code *Code, sym *Symbol, ik *ir.Kernel, wave64 bool, mem *Memory) (int, error) {
	gen := code.Gen
	grid, block, _ := launchDims(ik)
	ws := gen.WaveSize
	if wave64 {
		ws = 64
	}
	wgs := grid[0] * grid[1] * grid[2]
	items := block[0] * block[1] * block[2]
	wavesPer := (items + ws - 1) / ws
	m := NewMachine(gen, sym.Mode, wgs*wavesPer*ws, wave64)
	m.Mem = mem
	wgID := func(w int) [3]uint32 {
		x := w / wavesPer
		return [3]uint32{uint32(x % grid[0]), uint32(x / grid[0] % grid[1]), uint32(x / (grid[0] * grid[1]))}
	}
	tid := func(i int) [3]uint32 {
		t := i % (wavesPer * ws)
		return [3]uint32{uint32(t % block[0]), uint32(t / block[0] % block[1]), uint32(t / (block[0] * block[1]))}
	}
	if err := m.launchRegs(sym.Launch, packedTID(gen), grid, block, wgID, tid); err != nil {
		return 0, fmt.Errorf("kernel @%s: %w", ik.Name, err)
	}
	// EXEC: the work-items of each workgroup; the lanes past the block's
	// last work-item in its last wave are off.
	for w := 0; w < m.Waves(); w++ {
		var ex uint64
		for j := 0; j < ws; j++ {
			if (w%wavesPer)*ws+j < items {
				ex |= 1 << j
			}
		}
		m.SetSGPR(126, w, uint32(ex))
		if ws == 64 {
			m.SetSGPR(127, w, uint32(ex>>32))
		}
	}
	stop, err := m.Run(code.Insts[sym.Start:sym.End])
	if err != nil {
		return m.Steps, fmt.Errorf("kernel @%s: %w", ik.Name, err)
	}
	if stop != StopEndpgm {
		return m.Steps, fmt.Errorf("kernel @%s: ran past its last instruction without s_endpgm", ik.Name)
	}
	return m.Steps, nil
}

var _ tv.TupleKernel = (*Kernel)(nil)

// RunTuples implements tv.TupleKernel (safe for concurrent use): n lanes, each work-item 0 of
// workgroup 0 of the launch (the launch registers the descriptor enables,
// with IDs 0), in waves with every lane on; global memory is one copy per
// lane over args' bytes (never written).
func (k *Kernel) RunTuples(args []tv.Arg, n int, ins, outs []tv.Column) error {
	if !k.noSlice && n > 0 && k.runSliced(args, n, ins, outs) == nil { // kslice.go
		return nil
	}
	if k.fastTuples() && k.runTuplesFast(args, n, ins, outs) == nil {
		return nil
	}
	return k.runTuplesSlow(args, n, ins, outs)
}

// globalBytes is args' memory per global parameter of ik (empty, not
// nil, where an argument has none), the base of a tv.TupleMem.
func globalBytes(ik *ir.Kernel, args []tv.Arg) [][]byte {
	base := make([][]byte, len(args))
	for i, p := range ik.Params {
		if p.Space == ir.Global {
			base[i] = args[i].Mem
			if base[i] == nil {
				base[i] = []byte{}
			}
		}
	}
	return base
}

// tupleMemory sets up the memory of a RunTuples call: the launch's memory
// map and the per-execution columns over args' bytes with ins set.
func (k *Kernel) tupleMemory(args []tv.Arg, n int, ins []tv.Column) (*Memory, *tupleMem, error) {
	ik := k.ik
	mem, bases, err := k.memory(args)
	if err != nil {
		return nil, nil, err
	}
	base := globalBytes(ik, args)
	tm, err := tv.NewTupleMem(n, base, k.elemSize, ins)
	if err != nil {
		return nil, nil, err
	}
	return mem, &tupleMem{m: tm, bases: bases, base: base}, nil
}

// elemSize is parameter i's element size in bytes.
func (k *Kernel) elemSize(i int) int { return k.ik.Params[i].Type.Bits() / 8 }

// runTuplesSlow is RunTuples on the ordinary path: a machine of n lanes
// runs the whole kernel.
func (k *Kernel) runTuplesSlow(args []tv.Arg, n int, ins, outs []tv.Column) error {
	ik := k.ik
	mem, tmem, err := k.tupleMemory(args, n, ins)
	if err != nil {
		return err
	}
	defer tmem.m.Release()
	m := NewMachine(k.l.gen, k.sym.Mode, n, k.wave64)
	m.Mem = mem
	m.tuples = tmem
	zero := func(int) [3]uint32 { return [3]uint32{} }
	dims := func(d [3]int) [3]int { return [3]int{max(d[0], 1), max(d[1], 1), max(d[2], 1)} }
	if err := m.launchRegs(k.sym.Launch, k.l.packedTID(), dims(ik.Grid), dims(ik.Block), zero, zero); err != nil {
		return fmt.Errorf("kernel @%s: %w", ik.Name, err)
	}
	// Steps is not updated: RunTuples is safe for concurrent use.
	stop, err := m.Run(k.l.code.Insts[k.sym.Start:k.sym.End])
	if err != nil {
		return fmt.Errorf("kernel @%s: %w", ik.Name, err)
	}
	if stop != StopEndpgm {
		return fmt.Errorf("kernel @%s: ran past its last instruction without s_endpgm", ik.Name)
	}
	return tmem.m.Read(k.elemSize, outs)
}

// tupleMem is the global memory of RunTuples: parameter i's buffer at
// bases[i], one copy per lane (tv.TupleMem).
type tupleMem struct {
	m     *tv.TupleMem
	bases []uint64
	base  [][]byte
}

// where returns the parameter and offset of addr.
func (t *tupleMem) where(addr uint64, size int) (int, uint64, error) {
	for i, b := range t.base {
		if b != nil && addr >= t.bases[i] && addr+uint64(size) <= t.bases[i]+uint64(len(b)) {
			return i, addr - t.bases[i], nil
		}
	}
	return 0, 0, fmt.Errorf("%d-byte access at 0x%x is outside every global tensor", size, addr)
}

// globalTuples is a global load or store on tuple memory: one column copy
// when every active lane has the same address, lane by lane otherwise.
func (m *Machine) globalTuples(in *Inst, vaddr, saddr *src, useS bool, size int, load bool, data *src, dlo, dhi []uint32) error {
	addrOf := func(w, i int) uint64 {
		a := uint64(vaddr.lo[i])
		if useS {
			a += saddr.raw(m, w, 0)
		} else {
			a |= uint64(vaddr.hi[i]) << 32
		}
		return a + uint64(int64(in.A.Offset))
	}
	first, uniform, any := uint64(0), true, false
	m.active(func(lo, hi int) {
		if !uniform {
			return
		}
		if !any {
			first, any = addrOf(lo/m.ws, lo), true
		}
		if useS {
			// The same SGPR base in the run's wave: the same VGPR offset.
			if addrOf(lo/m.ws, lo) != first {
				uniform = false
				return
			}
			v := vaddr.lo[lo]
			for _, x := range vaddr.lo[lo:hi] {
				if x != v {
					uniform = false
					return
				}
			}
			return
		}
		for i := lo; i < hi; i++ {
			if addrOf(0, i) != first {
				uniform = false
				return
			}
		}
	})
	if !any {
		return nil
	}
	t := m.tuples
	if uniform {
		p, off, err := t.where(first, size)
		if err != nil {
			return errAt(in, "%v", err)
		}
		var c *tv.TupleCol
		if load {
			c, err = t.m.Col(p, off, size, false)
		} else {
			c, err = t.m.Writable(p, off, size)
		}
		if err != nil {
			return errAt(in, "%v", err)
		}
		if load && c == nil {
			v, err := t.m.Base(p, off, size)
			if err != nil {
				return errAt(in, "%v", err)
			}
			m.active(func(lo, hi int) {
				for i := lo; i < hi; i++ {
					dlo[i] = uint32(v)
					if size == 8 {
						dhi[i] = uint32(v >> 32)
					}
				}
			})
			return nil
		}
		vals := c.Values()
		m.active(func(lo, hi int) {
			for i := lo; i < hi; i++ {
				switch {
				case load:
					dlo[i] = uint32(vals[i])
					if size == 8 {
						dhi[i] = uint32(vals[i] >> 32)
					}
				case size == 8:
					vals[i] = uint64(data.lo[i]) | uint64(data.hi[i])<<32
				default:
					vals[i] = uint64(data.lo[i]) & (1<<(8*size) - 1)
				}
			}
		})
		return nil
	}
	var err error
	m.lanes(func(w, i int) {
		if err != nil {
			return
		}
		p, off, e := t.where(addrOf(w, i), size)
		if e == nil && load {
			var v uint64
			v, e = t.m.Load(i, p, off, size)
			dlo[i] = uint32(v)
			if size == 8 {
				dhi[i] = uint32(v >> 32)
			}
		} else if e == nil {
			v := uint64(data.lo[i])
			if size == 8 {
				v |= uint64(data.hi[i]) << 32
			}
			e = t.m.Store(i, p, off, size, v)
		}
		if e != nil {
			err = errAt(in, "lane %d: %v", i, e)
		}
	})
	return err
}
