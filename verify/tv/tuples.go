package tv

import (
	"encoding/binary"
	"fmt"
	"slices"
	"sync"

	"github.com/lowerc/lowerc/internal/vec"
	"github.com/lowerc/lowerc/semantics"
)

// A TupleKernel is a Kernel that can also run one thread's code once per
// input tuple, each run on its own copy of global memory: the engine of
// lowerc diff -exhaustive (internal/tilerun). It is meant for kernels
// whose ops all run at scope thread without guards, where every thread of
// the launch computes the same thing, so thread 0 of block 0 stands for
// the launch.
type TupleKernel interface {
	Kernel
	// RunTuples runs n executions of thread 0 of block 0 of the kernel's
	// launch (the special registers of the launch's dimensions). Execution
	// i sees args' memory (never written) except that the element at
	// ins[k].Elem of parameter ins[k].Param holds ins[k].Vals[i]; after the
	// run, outs[k].Vals[i] is the element at outs[k].Elem of parameter
	// outs[k].Param as execution i left it.
	RunTuples(args []Arg, n int, ins, outs []Column) error
}

// A Column is one element position of a global parameter across the
// executions of RunTuples: one value per execution, given as Form says.
type Column struct {
	Param int      // parameter index
	Elem  int64    // element offset in the parameter's memory
	Vals  []uint64 // one per execution (Listed), or the first (Uniform, Sequence)
	// Form is how Vals give each execution's value; input columns only
	// (outputs are Listed).
	Form Form
	// Runs, on an output column, lets the executor give the column as
	// runs instead of writing Vals: after RunTuples, Runs.Runs is nil
	// where Vals hold the values, else Vals are not written and
	// execution i's value is Runs.At(i). Inputs: nil.
	Runs *Runs
}

// Runs are a column's values as the runs of a row of a two-input 16-bit
// model (semantics.Model.Runs16) over a sequence of second inputs:
// execution i's value is the row's result for the second input Y+i, or'ed
// with Or and masked to Mask (semantics.FillRuns16). Y plus the number of
// executions is at most 65536.
type Runs struct {
	Runs     []semantics.Run16
	Y        uint32
	Or, Mask uint64
}

// At is execution i's value.
func (r *Runs) At(i int) uint64 {
	v := r.Y + uint32(i)
	q := &r.Runs[semantics.FindRun16(r.Runs, v)]
	return (uint64(v)&uint64(q.Mask) | uint64(q.Or) | r.Or) & r.Mask
}

// Fill writes executions lo … lo+len(dst)-1 out into dst.
func (r *Runs) Fill(dst []uint64, lo int) {
	semantics.FillRuns16(dst, r.Runs, r.Y+uint32(lo), r.Or, r.Mask)
}

// A Form says how a Column's Vals give the value of each execution. A
// Uniform or Sequence column is its values (nothing is promised about
// Vals beyond Vals[0]), so that an executor takes a sweep's row or its
// second inputs without a pass over them.
type Form uint8

const (
	Listed   Form = iota // execution i's value is Vals[i]
	Uniform              // every execution's value is Vals[0]
	Sequence             // execution i's value is Vals[0]+i
)

// At is execution i's value in c.
func (c Column) At(i int) uint64 {
	switch c.Form {
	case Uniform:
		return c.Vals[0]
	case Sequence:
		return c.Vals[0] + uint64(i)
	}
	return c.Vals[i]
}

// TupleMem is the global memory of RunTuples for an executor: a shared
// base image plus, for each element position an input sets or a store
// writes, one value per execution (a column). Accesses are by parameter
// and byte offset; an access that overlaps a column without being exactly
// that column's bytes is an error (kernels that mix access widths on one
// element are outside what it models).
type TupleMem struct {
	n     int
	base  [][]byte
	cols  map[colKey]*TupleCol
	cover map[colKey]colKey // every byte a column holds → the column's key
}

type colKey struct {
	buf int
	off uint64
}

// A TupleCol is one element position's value in every execution. An
// input column of Form Uniform or Sequence keeps that form (Uniform,
// Seq) until it is made Writable; its Values are written out only when
// asked for.
type TupleCol struct {
	Size int // bytes
	// Uniform: every execution's value is First. Seq: execution i's is
	// First+i. Both fit Size bytes.
	Uniform, Seq bool
	First        uint64
	vals         []uint64 // one per execution, masked to Size bytes (nil: not written out yet)
	// borrowed: vals are an input column's or the sequence table's (read only).
	borrowed bool
	n        int
	// runs (StoreRuns, vals nil): executions 0 … runUpto-1 hold runs'
	// values (runs.Runs is the column's own copy), the others base; any
	// access but StoreRuns and Read writes them out first (unrun)
	runs    Runs
	runUpto int
	base    uint64
}

// unrun writes a column kept as runs out.
func (c *TupleCol) unrun() {
	if c.runUpto == 0 {
		return
	}
	c.vals, c.borrowed = newVals(c.n, c.base), false
	c.runs.Fill(c.vals[:c.runUpto], 0)
	c.runUpto = 0
}

// Values returns the column's value in every execution (read only unless
// the column came from Writable).
func (c *TupleCol) Values() []uint64 {
	c.unrun()
	if c.vals != nil {
		return c.vals
	}
	switch {
	case c.Seq && c.First < 1<<16 && c.First+uint64(c.n) <= 1<<16:
		c.vals, c.borrowed = vec.Iota16()[c.First:c.First+uint64(c.n)], true // (read only)
	case c.Seq:
		c.vals, c.borrowed = newVals(c.n, 0), false
		for i := range c.vals {
			c.vals[i] = c.First + uint64(i)
		}
	default:
		c.vals, c.borrowed = newVals(c.n, c.First), false
	}
	return c.vals
}

// At is execution i's value.
func (c *TupleCol) At(i int) uint64 {
	c.unrun()
	switch {
	case c.Uniform:
		return c.First
	case c.Seq:
		return c.First + uint64(i)
	}
	return c.vals[i]
}

// NewTupleMem returns the memory of n executions over base (one byte slice
// per parameter, nil for non-memory parameters), setting the elements of
// ins. Their Vals are read, not copied (a store to such an element copies
// them first) and must fit the element. elemSize gives each parameter's element
// size in bytes.
func NewTupleMem(n int, base [][]byte, elemSize func(param int) int, ins []Column) (*TupleMem, error) {
	m := &TupleMem{n: n, base: base, cols: map[colKey]*TupleCol{}, cover: map[colKey]colKey{}}
	for _, c := range ins {
		if c.Param < 0 || c.Param >= len(base) || base[c.Param] == nil {
			return nil, fmt.Errorf("input column of parameter %d, which has no memory", c.Param)
		}
		need := n
		if c.Form != Listed {
			need = min(n, 1)
		}
		if c.Form > Sequence {
			return nil, fmt.Errorf("input column of parameter %d: unknown form %d", c.Param, c.Form)
		}
		if c.Runs != nil {
			return nil, fmt.Errorf("input column of parameter %d has Runs, which only an output column takes", c.Param)
		}
		if len(c.Vals) < need {
			return nil, fmt.Errorf("input column of parameter %d holds %d values for %d executions", c.Param, len(c.Vals), n)
		}
		sz := elemSize(c.Param)
		mk := mask(sz)
		col := &TupleCol{Size: sz, n: n, borrowed: true}
		switch {
		case c.Form == Listed:
			col.vals = c.Vals[:n]
			if !vec.Fits(col.vals, mk) {
				for i, v := range col.vals {
					if v&^mk != 0 {
						return nil, fmt.Errorf("input column of parameter %d: value %#x of execution %d does not fit %d bytes", c.Param, v, i, sz)
					}
				}
			}
		case n == 0:
			col.vals = c.Vals[:0]
		default:
			col.First = c.Vals[0]
			col.Uniform, col.Seq = c.Form == Uniform, c.Form == Sequence
			last := col.First
			if col.Seq {
				last = col.First + uint64(n-1)
			}
			if bad := firstMisfit(col.First, last, mk); bad >= 0 {
				return nil, fmt.Errorf("input column of parameter %d: value %#x of execution %d does not fit %d bytes", c.Param, col.At(bad), bad, sz)
			}
		}
		off := uint64(c.Elem) * uint64(sz)
		if _, err := m.Col(c.Param, off, sz, false); err != nil {
			return nil, err
		}
		m.add(c.Param, off, col)
	}
	return m, nil
}

// firstMisfit is the first execution of a column of values first … last
// (one value or a sequence) whose value has bits outside mk, -1 for none.
func firstMisfit(first, last, mk uint64) int {
	if first&^mk != 0 {
		return 0
	}
	if mk != ^uint64(0) && (last < first || last&^mk != 0) {
		return int(mk + 1 - first)
	}
	return -1
}

func mask(size int) uint64 {
	if size >= 8 {
		return ^uint64(0)
	}
	return 1<<(8*size) - 1
}

// Base returns the base image's value of size bytes at off of buffer buf,
// or an error outside the buffer or misaligned.
func (m *TupleMem) Base(buf int, off uint64, size int) (uint64, error) {
	if buf < 0 || buf >= len(m.base) || m.base[buf] == nil {
		return 0, fmt.Errorf("access of %d bytes: no buffer %d", size, buf)
	}
	b := m.base[buf]
	if off+uint64(size) > uint64(len(b)) || off+uint64(size) < off {
		return 0, fmt.Errorf("access of %d bytes at byte %d is outside buffer %d (%d bytes)", size, off, buf, len(b))
	}
	if size != 1 && size != 2 && size != 4 && size != 8 {
		return 0, fmt.Errorf("access of %d bytes: 1, 2, 4 or 8 are supported", size)
	}
	if off%uint64(size) != 0 {
		return 0, fmt.Errorf("misaligned access of %d bytes at byte %d of buffer %d", size, off, buf)
	}
	var w [8]byte
	copy(w[:], b[off:off+uint64(size)])
	return binary.LittleEndian.Uint64(w[:]), nil
}

// Col returns the column of size bytes at off of buffer buf: nil when
// there is none and make is false, a new one holding the base value in
// every execution when make is true.
func (m *TupleMem) Col(buf int, off uint64, size int, make bool) (*TupleCol, error) {
	v, err := m.Base(buf, off, size)
	if err != nil {
		return nil, err
	}
	k := colKey{buf, off}
	if c, ok := m.cols[k]; ok {
		if c.Size != size {
			return nil, fmt.Errorf("access of %d bytes at byte %d of buffer %d, an element of %d bytes", size, off, buf, c.Size)
		}
		return c, nil
	}
	for b := off; b < off+uint64(size); b++ {
		if o, ok := m.cover[colKey{buf, b}]; ok {
			return nil, fmt.Errorf("access of %d bytes at byte %d of buffer %d overlaps the element of %d bytes at byte %d", size, off, buf, m.cols[o].Size, o.off)
		}
	}
	if !make {
		return nil, nil
	}
	c := &TupleCol{Size: size, n: m.n, vals: newVals(m.n, v)}
	m.add(buf, off, c)
	return c, nil
}

func (m *TupleMem) add(buf int, off uint64, c *TupleCol) {
	k := colKey{buf, off}
	m.cols[k] = c
	for b := off; b < off+uint64(c.Size); b++ {
		m.cover[colKey{buf, b}] = k
	}
}

// Writable returns the column of size bytes at off of buffer buf (Col
// with make) ready to be written: an input column is copied first.
func (m *TupleMem) Writable(buf int, off uint64, size int) (*TupleCol, error) {
	c, err := m.Col(buf, off, size, true)
	if err != nil {
		return nil, err
	}
	c.unrun()
	if c.borrowed || c.vals == nil {
		v := newVals(m.n, 0)
		switch {
		case c.Uniform:
			for i := range v {
				v[i] = c.First
			}
		case c.Seq:
			for i := range v {
				v[i] = c.First + uint64(i)
			}
		default:
			copy(v, c.vals)
		}
		c.vals, c.borrowed = v, false
	}
	c.Uniform, c.Seq = false, false
	return c, nil
}

// StoreRuns stores runs into executions lo … lo+k-1 of the column of size
// bytes at off of buffer buf (masked to size bytes; execution lo+j gets
// r's value for the second input r.Y+j) without writing them out where it
// can: where the column is new (lo 0) or holds runs stored so far up to
// lo that r continues (the same runs, or and mask, r.Y the same sequence
// at lo). It reports false, storing nothing, where it cannot; the caller
// then writes the values (Writable). The column keeps a copy of r.Runs.
func (m *TupleMem) StoreRuns(buf int, off uint64, size int, lo, k int, r Runs) (bool, error) {
	c, err := m.Col(buf, off, size, false)
	if err != nil {
		return false, err
	}
	r.Mask &= mask(size)
	if k <= 0 || lo < 0 || lo+k > m.n || uint64(r.Y)+uint64(k) > 1<<16 {
		return false, nil
	}
	if c == nil {
		if lo != 0 {
			return false, nil
		}
		v, _ := m.Base(buf, off, size)
		c = &TupleCol{Size: size, n: m.n, base: v, runUpto: k}
		c.runs = Runs{Runs: slices.Clone(r.Runs), Y: r.Y, Or: r.Or, Mask: r.Mask}
		m.add(buf, off, c)
		return true, nil
	}
	p := &c.runs
	if c.runUpto == 0 || c.runUpto != lo || r.Y != p.Y+uint32(lo) || r.Or != p.Or || r.Mask != p.Mask || !slices.Equal(r.Runs, p.Runs) {
		return false, nil
	}
	c.runUpto += k
	return true, nil
}

// valsPool recycles the columns of released memories (a sweep runs the
// same shapes many times).
var valsPool sync.Pool // *[]uint64

func newVals(n int, v uint64) []uint64 {
	var vals []uint64
	if p, ok := valsPool.Get().(*[]uint64); ok && cap(*p) >= n {
		vals = (*p)[:n]
	} else {
		vals = make([]uint64, n)
	}
	if v == 0 {
		clear(vals)
		return vals
	}
	for i := range vals {
		vals[i] = v
	}
	return vals
}

// Release hands the memory's columns back for reuse; m must not be used
// after.
func (m *TupleMem) Release() {
	for _, c := range m.cols {
		if !c.borrowed && c.vals != nil {
			v := c.vals
			valsPool.Put(&v)
		}
	}
	m.cols, m.cover = nil, nil
}

// Load returns execution i's value of size bytes at off of buffer buf.
func (m *TupleMem) Load(i, buf int, off uint64, size int) (uint64, error) {
	c, err := m.Col(buf, off, size, false)
	if err != nil {
		return 0, err
	}
	if c != nil {
		return c.At(i), nil
	}
	return m.Base(buf, off, size)
}

// Store sets execution i's value of size bytes at off of buffer buf.
func (m *TupleMem) Store(i, buf int, off uint64, size int, v uint64) error {
	c, err := m.Writable(buf, off, size)
	if err != nil {
		return err
	}
	c.vals[i] = v & mask(size)
	return nil
}

// Read fills outs from the memory (see TupleKernel.RunTuples).
func (m *TupleMem) Read(elemSize func(param int) int, outs []Column) error {
	for _, c := range outs {
		if len(c.Vals) < m.n {
			return fmt.Errorf("output column of parameter %d holds %d values for %d executions", c.Param, len(c.Vals), m.n)
		}
		sz := elemSize(c.Param)
		col, err := m.Col(c.Param, uint64(c.Elem)*uint64(sz), sz, false)
		if err != nil {
			return err
		}
		if c.Runs != nil {
			keep := c.Runs.Runs[:0] // (the caller's storage, reused)
			c.Runs.Runs = nil
			if col != nil && col.runUpto == m.n {
				p := &col.runs
				*c.Runs = Runs{Runs: append(keep, p.Runs...), Y: p.Y, Or: p.Or, Mask: p.Mask}
				continue
			}
		}
		if col != nil {
			col.unrun()
		}
		switch {
		case col == nil:
		case col.Uniform || col.Seq:
			for i := range c.Vals[:m.n] {
				c.Vals[i] = col.At(i)
			}
			continue
		default:
			copy(c.Vals, col.vals[:m.n])
			continue
		}
		v, _ := m.Base(c.Param, uint64(c.Elem)*uint64(sz), sz)
		for i := range c.Vals[:m.n] {
			c.Vals[i] = v
		}
	}
	return nil
}
