package semantics

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"sort"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// batchModels is every registered model with its parameters at their
// defaults and each parameter value alone.
func batchModels(t *testing.T) []*Model {
	var bases []string
	for b := range models() {
		bases = append(bases, b)
	}
	sort.Strings(bases)
	var out []*Model
	for _, b := range bases {
		e := models()[b]
		out = append(out, MustLookup(b))
		for _, p := range e.params {
			for _, v := range p.values[1:] {
				m, err := Lookup(b + ":" + p.name + "=" + v)
				require.NoError(t, err)
				out = append(out, m)
			}
		}
	}
	return out
}

// batchTypes is the types a test evaluates m on: its own and, for a packed
// model, the lane type.
func batchTypes(m *Model) []Type {
	ts := m.Types()
	for _, t := range m.Types() {
		if t.IsPacked() && m.Supports(t.Lane()) {
			ts = append(ts, t.Lane())
		}
	}
	return ts
}

// wantLane is the lane-by-lane reference: Model.Eval's bits for a
// function, Model.Func's choice (fn) for a relation.
func wantLane(t *testing.T, m *Model, fn func(a, b, c uint64) (uint64, error), ty Type, a, b, c uint64) (uint64, error) {
	if !m.IsRelation() {
		r, err := m.Eval(ty, a, b, c)
		require.NoError(t, err)
		return r.Bits(), nil
	}
	return fn(a, b, c)
}

// batchBlocks builds input blocks of type ty that take every path of
// Batch.Eval: the grid in all pairs (triples of a smaller grid), rows (the
// first input uniform, a block broken in the middle), diagonal lanes (more
// than 65536, so that the diagonal table is built and then used) and
// random lanes. The test lowers diagAfter to 2048.
func batchBlocks(ty Type, arity int, r *rand.Rand) [][3][]uint64 {
	mask := ty.Mask()
	grid := Grid(ty)
	var blocks [][3][]uint64
	add := func(x, y, z []uint64) { blocks = append(blocks, [3][]uint64{x, y, z}) }
	g := grid
	if arity == 3 {
		g = g[:min(len(g), 12)]
	}
	var x, y, z []uint64
	for _, a := range g {
		for _, b := range g {
			for _, c := range g {
				x, y, z = append(x, a), append(y, b), append(z, c)
				if arity < 3 {
					break
				}
			}
			if arity < 2 {
				break
			}
		}
	}
	add(x, y, z)
	rnd := func() uint64 {
		if r.IntN(4) == 0 {
			return grid[r.IntN(len(grid))]
		}
		return r.Uint64() & mask
	}
	// rows: a uniform first input; every 5th block changes it half way
	for k := 0; k < 12; k++ {
		a := rnd()
		if k < len(grid) {
			a = grid[k*3%len(grid)]
		}
		x, y, z = make([]uint64, 512), make([]uint64, 512), make([]uint64, 512)
		for i := range x {
			x[i], y[i], z[i] = a, rnd(), rnd()
			if k%5 == 4 && i >= 250 {
				x[i] = rnd()
			}
		}
		add(x, y, z)
	}
	// the same row twice in a row (the kept row, two halves of a row)
	if ty.Bits() == 16 {
		a := rnd()
		for h := range 2 {
			x, y, z = make([]uint64, 2048), make([]uint64, 2048), make([]uint64, 2048)
			for i := range x {
				x[i], y[i] = a, uint64(i*32+h)
			}
			add(x, y, z)
		}
		// diagonal: past diagAfter lanes (v, v) pair by pair, then
		// lanes through the table (every class by the grid)
		x, y, z = make([]uint64, 3000), make([]uint64, 3000), make([]uint64, 3000)
		for i := range x {
			x[i] = rnd()
			y[i] = x[i]
		}
		add(x, y, z)
		x, y, z = make([]uint64, 2048), make([]uint64, 2048), make([]uint64, 2048)
		for i := range x {
			x[i] = r.Uint64() & mask
			if i < len(grid) {
				x[i] = grid[i]
			}
			y[i] = x[i]
		}
		add(x, y, z)
	}
	x, y, z = make([]uint64, 2048), make([]uint64, 2048), make([]uint64, 2048)
	for i := range x {
		x[i], y[i], z[i] = rnd(), rnd(), rnd()
		if i%3 == 0 {
			y[i] = x[i]
		}
	}
	add(x, y, z)
	return blocks
}

// TestBatchEqualsEval: Batch.Eval equals the lane-by-lane evaluation for
// every model, parameter value and type, on the grid and on random, row
// and diagonal blocks.
func TestBatchEqualsEval(t *testing.T) {
	defer func(d int) { diagAfter = d }(diagAfter)
	diagAfter = 2048
	r := rand.New(rand.NewPCG(7, 11))
	n := 0
	for _, m := range batchModels(t) {
		for _, ty := range batchTypes(m) {
			bt, err := m.Batch(ty)
			require.NoError(t, err, m.Name())
			fn, err := m.Func(ty)
			require.NoError(t, err, m.Name())
			for bi, blk := range batchBlocks(ty, m.Arity(), r) {
				x, y, z := blk[0], blk[1], blk[2]
				if m.Arity() < 3 {
					z = nil
				}
				if m.Arity() < 2 {
					y = nil
				}
				got := make([]uint64, len(x))
				berr := bt.Eval(got, x, y, z)
				var firstErr error
				ok := true
				for i := range x {
					var b, c uint64
					if y != nil {
						b = y[i]
					}
					if z != nil {
						c = z[i]
					}
					w, err := wantLane(t, m, fn, ty, x[i], b, c)
					if err != nil {
						firstErr = err
						break
					}
					if w != got[i] {
						ok = false
						assert.Failf(t, "batch differs", "%s on %s, block %d, lane %d: (%#x, %#x, %#x): batch %#x, eval %#x", m.Name(), ty, bi, i, x[i], b, c, got[i], w)
						break
					}
				}
				if firstErr != nil {
					require.Error(t, berr, "%s on %s block %d: eval fails, batch does not", m.Name(), ty, bi)
					assert.Equal(t, firstErr.Error(), berr.Error())
					continue
				}
				require.NoError(t, berr, "%s on %s block %d", m.Name(), ty, bi)
				if !ok {
					return
				}
				n += len(x)
			}
		}
	}
	t.Logf("%d lanes compared", n)
}

// TestBatchErrors: inputs wider than the type are Model.Eval's error.
func TestBatchErrors(t *testing.T) {
	for _, name := range []string{"ptx:max.f16", "ptx:max.f32", "amdgcn:gfx942:v_max_f16", "ieee754-2019:maximum"} {
		m := MustLookup(name)
		ty := m.DefaultType()
		b, err := m.Batch(ty)
		require.NoError(t, err)
		_, want := m.Eval(ty, 1<<40, 0, 0)
		require.Error(t, want)
		for _, blk := range [][2][]uint64{{{0, 1 << 40}, {0, 0}}, {{0, 0}, {0, 1 << 40}}, {{1 << 40, 0}, {1 << 40, 0}}} {
			err := b.Eval(make([]uint64, 2), blk[0], blk[1], nil)
			require.Error(t, err, name)
			assert.Equal(t, want.Error(), err.Error())
		}
	}
	_, err := MustLookup("ptx:max.f16").Batch(F64)
	require.Error(t, err)
}

// TestBatchExhaustive (-long): every row of two executors' models, through
// the row path, and the whole diagonal, against the model's function.
func TestBatchExhaustive(t *testing.T) {
	if !*long {
		t.Skip("the exhaustive batch sweep runs with -long")
	}
	for _, name := range []string{"ptx:max.NaN.f16", "amdgcn:gfx942:v_max_f16", "ptx:min.ftz.bf16"} {
		m := MustLookup(name)
		ty := m.DefaultType()
		var wg sync.WaitGroup
		var mu sync.Mutex
		var bad []string
		rows := make(chan uint64, 64)
		for range runtime.GOMAXPROCS(0) {
			wg.Add(1)
			go func() {
				defer wg.Done()
				b, err := m.Batch(ty)
				if err != nil {
					panic(err)
				}
				x, y, got := make([]uint64, 1<<16), make([]uint64, 1<<16), make([]uint64, 1<<16)
				for i := range y {
					y[i] = uint64(i)
				}
				for a := range rows {
					for i := range x {
						x[i] = a
					}
					if err := b.Eval(got, x, y, nil); err != nil {
						panic(err)
					}
					for i, g := range got {
						if w := m.fn(ty, a, uint64(i), 0); w != g {
							mu.Lock()
							bad = append(bad, fmt.Sprintf("(%#x, %#x): batch %#x, eval %#x", a, i, g, w))
							mu.Unlock()
							break
						}
					}
				}
			}()
		}
		for a := range uint64(1 << 16) {
			rows <- a
		}
		close(rows)
		wg.Wait()
		require.Empty(t, bad, name)
	}
}

// BenchmarkBatchRowF16: one exhaustive row through the row path.
func BenchmarkBatchRowF16(b *testing.B) {
	m := MustLookup("amdgcn:gfx942:v_max_f16")
	bt, err := m.Batch(F16)
	require.NoError(b, err)
	x, y, got := make([]uint64, 1<<16), make([]uint64, 1<<16), make([]uint64, 1<<16)
	for i := range y {
		y[i] = uint64(i)
	}
	a := uint64(0)
	for b.Loop() {
		a = (a + 0x1235) & 0xffff
		for i := range x {
			x[i] = a
		}
		for lo := 0; lo < len(x); lo += 1024 {
			if err := bt.Eval(got[lo:lo+1024], x[lo:lo+1024], y[lo:lo+1024], nil); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// TestRowCheckParts: checking a row in parts of several sizes gives the
// whole row's count and first violation (CheckRow16, checked against Eval
// and Allows by TestCheckRow16).
func TestRowCheckParts(t *testing.T) {
	pairs := [][2]string{
		{"ieee754-2019:maximumNumber", "ptx:max.NaN.f16"},
		{"llvm19:maxnum", "ptx:max.f16"},
		{"ptx:min.ftz.f16", "ptx:min.f16"},
		{"ieee754-2008:maxNum", "ptx:max.NaN.bf16"},
	}
	for _, p := range pairs {
		m, code := MustLookup(p[0]), MustLookup(p[1])
		ty := code.DefaultType()
		fn, err := code.Func(ty)
		require.NoError(t, err)
		c := m.RowCheck(ty)
		got := make([]uint64, 1<<16)
		for _, a := range []uint16{0, 0x8000, 0x0001, 0x3c00, 0x7c01, 0x7e00, 0xfe01} {
			for b := range got {
				got[b], err = fn(uint64(a), uint64(b), 0)
				require.NoError(t, err)
			}
			want, wantFirst := m.CheckRow16(ty, a, got)
			c.SetRow(a)
			for _, part := range []int{1 << 16, 4096, 1000, 17} {
				var n uint64
				first := -1
				for lo := 0; lo < 1<<16; lo += part {
					hi := min(lo+part, 1<<16)
					k, f := c.Check(lo, got[lo:hi])
					n += k
					if f >= 0 && first < 0 {
						first = lo + f
					}
				}
				assert.Equal(t, want, n, "%s vs %s row %#x parts of %d", p[0], p[1], a, part)
				assert.Equal(t, wantFirst, first, "%s vs %s row %#x parts of %d", p[0], p[1], a, part)
			}
		}
	}
}

// FuzzBatch: for any model, type and inputs, a block of the row path (the
// first input repeated), the diagonal and the inputs as given equals the
// lane-by-lane evaluation.
func FuzzBatch(f *testing.F) {
	f.Add(uint16(0), uint64(0x7e00), uint64(0x3c00), uint64(0), uint8(0))
	f.Add(uint16(7), uint64(0x7f800001), uint64(0x80000000), uint64(1), uint8(1))
	var ms []*Model
	var ts []Type
	for _, m := range Models() {
		for _, ty := range batchTypes(m) {
			ms, ts = append(ms, m), append(ts, ty)
		}
	}
	f.Fuzz(func(t *testing.T, k uint16, a, b, c uint64, shape uint8) {
		m, ty := ms[int(k)%len(ms)], ts[int(k)%len(ms)]
		mask := ty.Mask()
		a, b, c = a&mask, b&mask, c&mask
		x, y, z := []uint64{a, a, a, b}, []uint64{b, c, a, a}, []uint64{c, b, c, a}
		if shape&1 == 1 {
			y = x
		}
		bt, err := m.Batch(ty)
		require.NoError(t, err)
		fn, err := m.Func(ty)
		require.NoError(t, err)
		got := make([]uint64, len(x))
		berr := bt.Eval(got, x, y, z)
		for i := range x {
			w, err := wantLane(t, m, fn, ty, x[i], y[i], z[i])
			if err != nil {
				require.Error(t, berr)
				return
			}
			require.Equal(t, w, got[i], "%s on %s lane %d", m.Name(), ty, i)
		}
		require.NoError(t, berr)
	})
}

// TestBatchShortInputs: an input the model takes with fewer values than
// results is an error, not zeros.
func TestBatchShortInputs(t *testing.T) {
	b, err := MustLookup("ptx:max.f16").Batch(F16)
	require.NoError(t, err)
	require.Error(t, b.Eval(make([]uint64, 2), []uint64{1, 2}, []uint64{1}, nil))
	require.Error(t, b.Eval(make([]uint64, 2), []uint64{1}, []uint64{1, 2}, nil))
	require.NoError(t, b.Eval(make([]uint64, 2), []uint64{1, 2}, []uint64{1, 2}, nil))
}

// TestRenamed: a renamed model gives its base's results under the new
// name, on the types given only; types the base does not take are an
// error.
func TestRenamed(t *testing.T) {
	base := MustLookup("ieee754-2019:maximumNumber")
	m, err := base.Renamed("tile:max:nan=number(a,b)", "d", "s", []Type{F16})
	require.NoError(t, err)
	assert.Equal(t, "tile:max:nan=number(a,b)", m.Name())
	assert.Equal(t, []Type{F16}, m.Types())
	assert.False(t, m.Supports(F32))
	assert.Equal(t, base.IsRelation(), m.IsRelation())
	for _, a := range Grid(F16) {
		for _, b := range Grid(F16) {
			want, err := base.Eval(F16, a, b, 0)
			require.NoError(t, err)
			got, err := m.Eval(F16, a, b, 0)
			require.NoError(t, err)
			assert.Equal(t, want, got)
		}
	}
	row := make([]uint64, 1<<16)
	for b := range row {
		r, _ := base.Eval(F16, 0x7e00, uint64(b), 0)
		row[b] = r.Bits()
	}
	n1, f1 := base.CheckRow16(F16, 0x7e00, row)
	n2, f2 := m.CheckRow16(F16, 0x7e00, row)
	assert.Equal(t, n1, n2)
	assert.Equal(t, f1, f2)
	_, err = MustLookup("ptx:max.f16").Renamed("x", "", "", []Type{F64})
	require.Error(t, err)
}

// TestEvaluatorEqualsEval: Model.Evaluator gives Model.Eval's result on
// every input that fits, for every registered model (and its lane types).
func TestEvaluatorEqualsEval(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 9))
	for _, m := range batchModels(t) {
		for _, ty := range batchTypes(m) {
			ev, err := m.Evaluator(ty)
			require.NoError(t, err, m.Name())
			for _, blk := range batchBlocks(ty, m.Arity(), r) {
				for i := 0; i < len(blk[0]); i += 17 { // a sample: Eval of every lane of every block takes a minute
					var a, b, c uint64
					a = blk[0][i]
					if m.Arity() >= 2 {
						b = blk[1][i]
					}
					if m.Arity() >= 3 {
						c = blk[2][i]
					}
					want, err := m.Eval(ty, a, b, c)
					if err != nil {
						continue // an input wider than the type: outside Evaluator's contract
					}
					require.Equal(t, want, ev(a, b, c), "%s on %s (%#x, %#x, %#x)", m.Name(), ty, a, b, c)
				}
			}
		}
	}
	m, err := Lookup("ieee754-2019:maximumNumber")
	require.NoError(t, err)
	_, err = m.Evaluator(S32)
	require.Error(t, err, "a type the model does not take")
}
