package llinterp

import (
	"encoding/binary"
	"fmt"
	"sort"

	"github.com/lowerc/lowerc/semantics"
)

// threadIntrinsics are the thread and block id intrinsics lowerc's
// kernels call (targets/llvm/emit.go), by name: what they read.
var threadIntrinsics = map[string]string{
	"llvm.nvvm.read.ptx.sreg.tid.x": "tid.x", "llvm.nvvm.read.ptx.sreg.tid.y": "tid.y", "llvm.nvvm.read.ptx.sreg.tid.z": "tid.z",
	"llvm.nvvm.read.ptx.sreg.ntid.x": "ntid.x", "llvm.nvvm.read.ptx.sreg.ntid.y": "ntid.y", "llvm.nvvm.read.ptx.sreg.ntid.z": "ntid.z",
	"llvm.nvvm.read.ptx.sreg.ctaid.x": "ctaid.x", "llvm.nvvm.read.ptx.sreg.ctaid.y": "ctaid.y", "llvm.nvvm.read.ptx.sreg.ctaid.z": "ctaid.z",
	"llvm.nvvm.read.ptx.sreg.nctaid.x": "nctaid.x", "llvm.nvvm.read.ptx.sreg.nctaid.y": "nctaid.y", "llvm.nvvm.read.ptx.sreg.nctaid.z": "nctaid.z",
	"llvm.amdgcn.workitem.id.x": "tid.x", "llvm.amdgcn.workitem.id.y": "tid.y", "llvm.amdgcn.workitem.id.z": "tid.z",
	"llvm.amdgcn.workgroup.id.x": "ctaid.x", "llvm.amdgcn.workgroup.id.y": "ctaid.y", "llvm.amdgcn.workgroup.id.z": "ctaid.z",
}

// An AsmModel is what an inline asm call computes: Model on the bits of
// its arguments, read as Type (a min/max instruction's model).
type AsmModel struct {
	Model *semantics.Model
	Type  semantics.Type
}

// An AsmFunc returns the model of an inline asm call of f (its template
// and constraints, as written), or an error saying why it has none.
type AsmFunc func(f *Func, asm, constraints string) (AsmModel, error)

var i32 = Type{Kind: Int, Bits: 32}

func checkCall(in *Inst) error {
	bad := func(format string, args ...any) error {
		return &Error{in.Pos, "call: " + fmt.Sprintf(format, args...)}
	}
	if in.Asm == "" {
		if len(in.Args) != 0 || in.Type != i32 {
			return bad("@%s takes no arguments and returns i32", in.Callee)
		}
		return nil
	}
	if in.Type.Kind == Void || in.Type.Lanes > 0 || in.Type.Kind == Ptr {
		return bad("inline asm returning %s (one scalar result only)", in.Type)
	}
	if len(in.Args) < 1 || len(in.Args) > 3 {
		return bad("inline asm with %d arguments (1 to 3)", len(in.Args))
	}
	for _, a := range in.Args {
		if a.Type != in.Type {
			return bad("inline asm argument of type %s with a %s result", a.Type, in.Type)
		}
	}
	return nil
}

func checkMem(in *Inst) error {
	bad := func(format string, args ...any) error {
		return &Error{in.Pos, in.Op + ": " + fmt.Sprintf(format, args...)}
	}
	a := in.Args
	switch in.Op {
	case "br":
		if len(a) == 1 && a[0].Type != (Type{Kind: Int, Bits: 1}) {
			return bad("condition of type %s (want i1)", a[0].Type)
		}
	case "phi":
		if len(a) == 0 {
			return bad("no incoming values")
		}
	case "load", "store":
		p := a[len(a)-1]
		if p.Type.Kind != Ptr {
			return bad("address of type %s (want a pointer)", p.Type)
		}
		if err := memTypeOK(in.Elem); err != nil {
			return bad("%v", err)
		}
	case "getelementptr":
		if a[0].Type.Kind != Ptr {
			return bad("base of type %s (want a pointer)", a[0].Type)
		}
		if len(a) != 2 {
			return bad("%d indices (one index into an array of %s is supported)", len(a)-1, in.Elem)
		}
		if a[1].Type.Kind != Int || a[1].Type.Lanes > 0 {
			return bad("index of type %s (want an integer)", a[1].Type)
		}
		if err := memTypeOK(in.Elem); err != nil {
			return bad("%v", err)
		}
	}
	return nil
}

// Memory is the global memory of a kernel launch: buffers, each a byte
// array whose elements may hold sets of values (what a store of a value
// with several allowed results leaves). A pointer is the buffer's number
// (from 1) in bits 40 and up and a byte offset below.
type Memory struct {
	bufs []*buffer
}

type buffer struct {
	data  []byte
	cells map[int64]cell // stores of values not exactly known, by offset
}

// A cell is a stored value that is not one exact bit pattern.
type cell struct {
	t Type
	v value
}

const offBits = 40

// NewMemory returns an empty memory.
func NewMemory() *Memory { return &Memory{} }

// Add makes a buffer holding a copy of data and returns the pointer to its
// first byte.
func (m *Memory) Add(data []byte) uint64 {
	m.bufs = append(m.bufs, &buffer{data: append([]byte(nil), data...), cells: map[int64]cell{}})
	return uint64(len(m.bufs)) << offBits
}

func (m *Memory) locate(ptr uint64, n int) (*buffer, int64, error) {
	id := ptr >> offBits
	off := int64(ptr & (1<<offBits - 1))
	if id == 0 || id > uint64(len(m.bufs)) {
		return nil, 0, fmt.Errorf("address %#x is in no buffer", ptr)
	}
	b := m.bufs[id-1]
	if off+int64(n) > int64(len(b.data)) {
		return nil, 0, fmt.Errorf("%d-byte access at offset %d of buffer %d (%d bytes) is out of bounds", n, off, id, len(b.data))
	}
	return b, off, nil
}

// overlap returns the offsets of the cells that overlap [off, off+n).
func (b *buffer) overlap(off int64, n int) []int64 {
	var out []int64
	for o, c := range b.cells {
		if o < off+int64(n) && off < o+int64(c.t.TotalBits()/8) {
			out = append(out, o)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

func (m *Memory) store(ptr uint64, t Type, v value) error {
	n := t.TotalBits() / 8
	b, off, err := m.locate(ptr, n)
	if err != nil {
		return err
	}
	for _, o := range b.overlap(off, n) {
		c := b.cells[o]
		if o < off || o+int64(c.t.TotalBits()/8) > off+int64(n) {
			return fmt.Errorf("unsupported: a %d-byte store at offset %d overwrites part of an earlier store of a value with several allowed results", n, off)
		}
		delete(b.cells, o)
	}
	exact := true
	for _, s := range v {
		if !s.IsExact() {
			exact = false
		}
	}
	if !exact {
		b.cells[off] = cell{t, append(value(nil), v...)}
		return nil
	}
	var x uint64
	for k, s := range v {
		x |= s.vals[0] << uint(k*t.Bits)
	}
	putLE(b.data[off:off+int64(n)], x)
	return nil
}

func (m *Memory) load(ptr uint64, t Type) (value, error) {
	n := t.TotalBits() / 8
	b, off, err := m.locate(ptr, n)
	if err != nil {
		return nil, err
	}
	ov := b.overlap(off, n)
	if len(ov) == 0 {
		return split(t, getLE(b.data[off:off+int64(n)])), nil
	}
	c := b.cells[ov[0]]
	if len(ov) != 1 || ov[0] != off || c.t.TotalBits() != t.TotalBits() {
		return nil, fmt.Errorf("unsupported: a %d-byte load at offset %d reads part of a store of a value with several allowed results", n, off)
	}
	if c.t == t {
		return append(value(nil), c.v...), nil
	}
	return recast(c.t, t, c.v)
}

// Load returns the allowed sets, per lane, of the value of type t at byte
// offset off of the buffer ptr points to.
func (m *Memory) Load(ptr uint64, off int64, t Type) ([]Set, error) {
	if err := memTypeOK(t); err != nil {
		return nil, err
	}
	return m.load(ptr+uint64(off), t)
}

// Bytes returns the exactly known bytes of the buffer ptr points to
// (elements holding sets read as zero).
func (m *Memory) Bytes(ptr uint64) []byte {
	b, _, err := m.locate(ptr, 0)
	if err != nil {
		return nil
	}
	return b.data
}

func putLE(dst []byte, x uint64) {
	var w [8]byte
	binary.LittleEndian.PutUint64(w[:], x)
	copy(dst, w[:len(dst)])
}

func getLE(src []byte) uint64 {
	var w [8]byte
	copy(w[:], src)
	return binary.LittleEndian.Uint64(w[:])
}

// recast is bitcast of a value between types of one width.
func recast(from, to Type, v value) (value, error) {
	e := &evalCtx{vals: []value{v}}
	in := &Inst{Op: "bitcast", Type: to, Args: []Operand{{Type: from, Local: "v", idx: 0}}}
	return e.bitcast(in)
}

// A KernelArg is one argument of a launch: a pointer (from Memory.Add) or
// the bits of a scalar (an i1 pred: 0 or 1).
type KernelArg struct {
	Bits uint64
}

// A Dim3 is a launch dimension: x, y, z.
type Dim3 [3]int

// Launch runs f, a kernel (void), once for every thread of grid × block,
// blocks in order and threads in order within them (x fastest), on mem.
// Threads run one after another: lowerc's kernels share no element
// between threads (each writes its own), so the order does not change the
// result; a kernel with races would be run in this order only.
func (f *Func) Launch(grid, block Dim3, args []KernelArg, mem *Memory) error {
	if f.Err != nil {
		return f.Err
	}
	if f.Ret.Kind != Void {
		return &Error{f.Pos, fmt.Sprintf("@%s returns %s: Launch runs kernels (void functions); use Eval", f.Name, f.Ret)}
	}
	if len(args) != len(f.Params) {
		return fmt.Errorf("@%s takes %d arguments, got %d", f.Name, len(f.Params), len(args))
	}
	for d := 0; d < 3; d++ {
		if grid[d] < 1 || block[d] < 1 {
			return fmt.Errorf("launch dimensions %v × %v: each must be at least 1", grid, block)
		}
	}
	bits := make([]uint64, len(args))
	for i, a := range args {
		bits[i] = a.Bits
	}
	th := &thread{ntid: block, nctaid: grid}
	for bz := 0; bz < grid[2]; bz++ {
		for by := 0; by < grid[1]; by++ {
			for bx := 0; bx < grid[0]; bx++ {
				th.ctaid = Dim3{bx, by, bz}
				for tz := 0; tz < block[2]; tz++ {
					for ty := 0; ty < block[1]; ty++ {
						for tx := 0; tx < block[0]; tx++ {
							th.tid = Dim3{tx, ty, tz}
							if _, err := f.run(bits, mem, th); err != nil {
								return fmt.Errorf("thread %v of block %v: %w", th.tid, th.ctaid, err)
							}
						}
					}
				}
			}
		}
	}
	return nil
}

// A thread is the ids one thread of a launch reads.
type thread struct {
	tid, ntid, ctaid, nctaid Dim3
}

func (th *thread) read(what string) uint64 {
	d := int(what[len(what)-1] - 'x')
	switch what[:len(what)-2] {
	case "tid":
		return uint64(th.tid[d])
	case "ntid":
		return uint64(th.ntid[d])
	case "ctaid":
		return uint64(th.ctaid[d])
	}
	return uint64(th.nctaid[d])
}
