package ptxexec

import (
	"encoding/binary"
	"fmt"

	"github.com/lowerc/lowerc/verify/tv"
)

// Buffers live at addresses (k+1)<<bufShift: buffer k's bytes start there.
const bufShift = 36

func bufAddr(k int) uint64 { return uint64(k+1) << bufShift }

func splitAddr(addr uint64) (int, uint64) {
	return int(addr>>bufShift) - 1, addr & (1<<bufShift - 1)
}

// A KernelArg is one kernel parameter of a launch: a global buffer (its
// bytes, updated in place by the kernel's stores) or a scalar value.
type KernelArg struct {
	Mem     []byte
	Pointer bool   // Mem is passed as a global pointer
	Value   uint64 // a scalar parameter's bits
}

// shared is the global memory of a launch: every thread sees the same bytes.
type shared struct{ bufs [][]byte }

func (m *shared) at(addr uint64, n int) ([]byte, error) {
	k, off := splitAddr(addr)
	if k < 0 || k >= len(m.bufs) || off+uint64(n) > uint64(len(m.bufs[k])) {
		return nil, fmt.Errorf("access of %d bytes at %#x is outside every buffer", n, addr)
	}
	if off%uint64(n) != 0 {
		return nil, fmt.Errorf("misaligned access of %d bytes at byte %d of buffer %d", n, off, k)
	}
	return m.bufs[k][off : off+uint64(n)], nil
}

func (m *shared) load(_ int, addr uint64, n int) (uint64, error) {
	b, err := m.at(addr, n)
	if err != nil {
		return 0, err
	}
	var w [8]byte
	copy(w[:], b)
	return binary.LittleEndian.Uint64(w[:]), nil
}

func (m *shared) store(_ int, addr uint64, n int, v uint64) error {
	b, err := m.at(addr, n)
	if err != nil {
		return err
	}
	var w [8]byte
	binary.LittleEndian.PutUint64(w[:], v)
	copy(b, w[:n])
	return nil
}

// entry checks that f is a kernel that parsed and, for nargs >= 0, that
// it takes nargs params.
func (f *Function) entry(nargs int) error {
	if f.Err != nil {
		return f.Err
	}
	if !f.Entry {
		return fmt.Errorf("%s: %s is a .func, not a kernel", f.Pos, f.Name)
	}
	if nargs >= 0 && nargs != len(f.Params) {
		return fmt.Errorf("%s: kernel %s takes %d params, given %d", f.Pos, f.Name, len(f.Params), nargs)
	}
	return nil
}

// Launch runs every thread of a grid of grid × block threads on a kernel
// (.entry). args are the kernel's params in order: a global buffer for a
// pointer param (.u64 holding its address), a value otherwise. Threads run
// in lockstep, one instruction over a block of threads at a time, in
// thread order (x fastest, then y, z; blocks likewise; where threads take
// different ways, those at the earliest basic block first, cfg.go): a
// kernel whose result depends on how racing threads interleave is outside
// what this models.
func (f *Function) Launch(grid, blockDim [3]int, args []KernelArg) error {
	if err := f.entry(len(args)); err != nil {
		return err
	}
	for i := range 3 {
		if grid[i] < 1 || blockDim[i] < 1 {
			return fmt.Errorf("launch dimensions must be positive: grid %v, block %v", grid, blockDim)
		}
	}
	if r := f.ReqNTID; r[0] > 0 && r != blockDim {
		return fmt.Errorf("%s: kernel %s requires a block of %d×%d×%d threads (.reqntid), launched with %d×%d×%d",
			f.Pos, f.Name, r[0], r[1], r[2], blockDim[0], blockDim[1], blockDim[2])
	}
	mem := &shared{}
	vals := make([]uint64, len(args))
	for i, a := range args {
		p := f.Params[i]
		if a.Pointer {
			if p.Size != 8 {
				return fmt.Errorf("%s: param %s has %d bytes; a global pointer needs 8", p.Pos, p.Name, p.Size)
			}
			vals[i] = bufAddr(len(mem.bufs))
			mem.bufs = append(mem.bufs, a.Mem)
			continue
		}
		if p.Size > 8 {
			return fmt.Errorf("%s: param %s has %d bytes; params of at most 8 bytes are supported", p.Pos, p.Name, p.Size)
		}
		vals[i] = a.Value & maskOf(8*p.Size)
	}
	tpb := blockDim[0] * blockDim[1] * blockDim[2]
	x := f.prog.machine()
	defer f.prog.release(x)
	x.warp = tpb // bra.uni is checked per warp (cfg.go)
	return x.runBlocks(tpb*grid[0]*grid[1]*grid[2], vals, nil, mem, launchSpecial(grid, blockDim))
}

// launchSpecial returns the special registers of thread i of a grid ×
// blockDim launch (threads numbered x fastest, then y, z; blocks likewise).
func launchSpecial(grid, blockDim [3]int) func(string, int) uint64 {
	tpb := blockDim[0] * blockDim[1] * blockDim[2]
	return func(name string, i int) uint64 {
		b, t := i/tpb, i%tpb
		switch name {
		case "%tid.x":
			return uint64(t % blockDim[0])
		case "%tid.y":
			return uint64(t / blockDim[0] % blockDim[1])
		case "%tid.z":
			return uint64(t / (blockDim[0] * blockDim[1]))
		case "%ntid.x":
			return uint64(blockDim[0])
		case "%ntid.y":
			return uint64(blockDim[1])
		case "%ntid.z":
			return uint64(blockDim[2])
		case "%ctaid.x":
			return uint64(b % grid[0])
		case "%ctaid.y":
			return uint64(b / grid[0] % grid[1])
		case "%ctaid.z":
			return uint64(b / (grid[0] * grid[1]))
		case "%nctaid.x":
			return uint64(grid[0])
		case "%nctaid.y":
			return uint64(grid[1])
		case "%nctaid.z":
			return uint64(grid[2])
		case "%laneid":
			return uint64(t % 32)
		case "%warpid":
			return uint64(t / 32)
		}
		return 0
	}
}

// runBlocksUni is machine.runBlocks with uniform values computed once per
// block (machine.uni), in blocks of tupleBlock: for runs where the params
// and special registers are the same in every execution.
func (f *Function) runBlocksUni(total int, vals []uint64, mem memory, special func(string, int) uint64) error {
	x := f.prog.machineOf(tupleBlock)
	defer f.prog.release(x)
	x.uni = x.uniBuf
	defer func() { x.uni = nil }()
	return x.runBlocks(total, vals, nil, mem, special)
}

func (x *machine) runBlocks(total int, vals []uint64, perExec [][]uint64, mem memory, special func(string, int) uint64) error {
	f := x.p.f
	x.mem, x.special = mem, special
	np := len(f.Params)
	x.params = x.pbuf[:np]
	if perExec == nil {
		// the uniform vectors, kept by the machine from run to run
		for k := range np {
			if !x.uset[k] || x.uval[k] != vals[k] {
				u := x.uvec[k]
				for j := range u {
					u[j] = vals[k]
				}
				x.uval[k], x.uset[k] = vals[k], true
			}
		}
	}
	step := x.bs
	if x.warp > 0 && x.warp < step && x.p.cfg != nil {
		step -= step % x.warp // whole thread blocks, so whole warps (bra.uni's check)
	}
	for lo := 0; lo < total; lo += step {
		hi := min(lo+step, total)
		x.lo, x.n = lo, hi-lo
		for k := range x.params {
			if perExec != nil {
				x.params[k] = perExec[k][lo:hi]
			} else {
				x.params[k] = x.uvec[k][:hi-lo]
			}
		}
		if err := x.run(); err != nil {
			return err
		}
	}
	return nil
}

// private is global memory with one copy per execution: buffer k of
// execution i holds one element, vals[k][i].
type private struct {
	vals  [][]uint64
	sizes []int
}

func (m *private) slot(addr uint64, n int) (int, uint, error) {
	k, off := splitAddr(addr)
	if k < 0 || k >= len(m.vals) || off+uint64(n) > uint64(m.sizes[k]) {
		return 0, 0, fmt.Errorf("access of %d bytes at %#x is outside every one-element buffer", n, addr)
	}
	return k, uint(8 * off), nil
}

func (m *private) load(lane int, addr uint64, n int) (uint64, error) {
	k, sh, err := m.slot(addr, n)
	if err != nil {
		return 0, err
	}
	return m.vals[k][lane] >> sh & maskOf(8*n), nil
}

func (m *private) store(lane int, addr uint64, n int, v uint64) error {
	k, sh, err := m.slot(addr, n)
	if err != nil {
		return err
	}
	mk := maskOf(8*n) << sh
	m.vals[k][lane] = m.vals[k][lane]&^mk | v<<sh&mk
	return nil
}

// RunKernel runs a single-thread kernel once per input tuple, each run on
// its own global memory: the kernel's params are global pointers to
// one-element buffers of elem bytes, the inputs first (in[k][i] is input k
// of execution i) and the result last (out[i]; the buffer starts at zero).
// This is the shape of the one-op kernels validation lowers (see
// targets/ptx's tv.Target). RunKernel is safe for concurrent use.
func (f *Function) RunKernel(in [][]uint64, out []uint64, elem int) error {
	return f.runKernelFit(in, out, elem, false)
}

// runKernelFit is RunKernel; fit: every input value is within elem bytes
// (the loads of whole elements need not check it before lending).
func (f *Function) runKernelFit(in [][]uint64, out []uint64, elem int, fit bool) error {
	if err := f.entry(-1); err != nil {
		return err
	}
	if len(f.Params) != len(in)+1 {
		return fmt.Errorf("%s: kernel %s has %d params; want %d inputs and a result", f.Pos, f.Name, len(f.Params), len(in))
	}
	if elem < 1 || elem > 8 {
		return fmt.Errorf("element size %d is outside 1…8 bytes", elem)
	}
	for k := range in {
		if len(in[k]) < len(out) {
			return fmt.Errorf("input %d has %d values for %d results", k, len(in[k]), len(out))
		}
	}
	for _, p := range f.Params {
		if p.Size != 8 {
			return fmt.Errorf("%s: param %s has %d bytes; RunKernel wants global pointers (.u64)", p.Pos, p.Name, p.Size)
		}
	}
	clear(out)
	x := f.prog.machine()
	defer f.prog.release(x)
	x.fitBytes = 0
	if fit {
		x.fitBytes = elem // every buffer's values: the inputs and the stores' masked bytes
	}
	return x.runKernel(in, out, elem, !f.fullKernel)
}

// runKernel runs RunKernel's executions (its arguments checked, out
// cleared). sliced: the value slice, i.e. uniform mode (machine.uni): the
// instructions that do not depend on the loaded data (ld.param of the
// buffer pointers, cvta, the address arithmetic, special registers) run
// once per block, in their place in the program, so that an error they
// raise comes out where and as the full run raises it; the data-dependent
// ones run over the block's executions; a load or store at such a uniform
// address moves a whole column of the one-element buffers (machine.load,
// machine.store). Not sliced: every instruction over every execution (the
// reference the tests compare the slice with).
func (x *machine) runKernel(in [][]uint64, out []uint64, elem int, sliced bool) error {
	m := &x.kmem
	m.vals = append(append(m.vals[:0], in...), out)
	m.sizes = m.sizes[:0]
	for range m.vals {
		m.sizes = append(m.sizes, elem)
	}
	// One address per param, the same for every execution.
	x.kaddrs = x.kaddrs[:0]
	for k := range x.p.f.Params {
		x.kaddrs = append(x.kaddrs, bufAddr(k))
	}
	if sliced {
		x.uni = x.uniBuf
		defer func() { x.uni = nil }()
	}
	return x.runBlocks(len(out), x.kaddrs, nil, m, noSpecial)
}

// tupleMem is the memory of RunTuples: buffer k is parameter k's (at
// bufAddr(k)), one copy per execution (tv.TupleMem).
type tupleMem struct{ m *tv.TupleMem }

func (t *tupleMem) load(lane int, addr uint64, n int) (uint64, error) {
	k, off := splitAddr(addr)
	return t.m.Load(lane, k, off, n)
}

func (t *tupleMem) store(lane int, addr uint64, n int, v uint64) error {
	k, off := splitAddr(addr)
	return t.m.Store(lane, k, off, n, v)
}

// RunTuples runs thread 0 of block 0 of a grid × block launch n times,
// each execution on its own copy of global memory (tv.TupleKernel): args
// are the kernel's params in order, the global buffers (never written) a
// base image that ins' columns override; outs' columns receive what each
// execution leaves there. Values that do not depend on the execution
// (parameters, thread indices, the address arithmetic on them) are
// computed once per block of executions, not per execution.
func (f *Function) RunTuples(grid, blockDim [3]int, args []KernelArg, elemSize func(int) int, n int, ins, outs []tv.Column) error {
	if err := f.entry(len(args)); err != nil {
		return err
	}
	base := make([][]byte, len(args))
	vals := make([]uint64, len(args))
	for i, a := range args {
		p := f.Params[i]
		if a.Pointer {
			if p.Size != 8 {
				return fmt.Errorf("%s: param %s has %d bytes; a global pointer needs 8", p.Pos, p.Name, p.Size)
			}
			if a.Mem == nil {
				a.Mem = []byte{}
			}
			base[i] = a.Mem
			vals[i] = bufAddr(i)
			continue
		}
		if p.Size > 8 {
			return fmt.Errorf("%s: param %s has %d bytes; params of at most 8 bytes are supported", p.Pos, p.Name, p.Size)
		}
		vals[i] = a.Value & maskOf(8*p.Size)
	}
	tm, err := tv.NewTupleMem(n, base, elemSize, ins)
	if err != nil {
		return err
	}
	defer tm.Release()
	sp := launchSpecial(grid, blockDim)
	thread0 := func(name string, _ int) uint64 { return sp(name, 0) }
	if err := f.runBlocksUni(n, vals, &tupleMem{tm}, thread0); err != nil {
		return err
	}
	return tm.Read(elemSize, outs)
}
