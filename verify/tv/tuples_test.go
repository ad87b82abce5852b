package tv

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/vec"
	"github.com/lowerc/lowerc/semantics"
)

// TestTupleMem: per-execution columns over a shared base image: loads see
// the base where no column is, input columns are read without being
// written (a store copies them first), accesses that overlap an element
// of another width are refused, and Read gives each execution's value.
func TestTupleMem(t *testing.T) {
	base := [][]byte{{1, 0, 2, 0, 3, 0, 4, 0}, nil, {0xff, 0xff, 0xff, 0xff}}
	size := func(p int) int { return []int{2, 0, 4}[p] }
	in := []uint64{10, 20, 30}
	m, err := NewTupleMem(3, base, size, []Column{{Param: 0, Elem: 1, Vals: in}})
	require.NoError(t, err)
	defer m.Release()
	for i := range 3 {
		v, err := m.Load(i, 0, 2, 2)
		require.NoError(t, err)
		assert.Equal(t, in[i], v, "input column, execution %d", i)
		v, err = m.Load(i, 0, 4, 2)
		require.NoError(t, err)
		assert.EqualValues(t, 3, v, "base image")
	}
	require.NoError(t, m.Store(1, 0, 2, 2, 0x1_0099))
	assert.Equal(t, []uint64{10, 20, 30}, in, "the caller's column is not written")
	require.NoError(t, m.Store(2, 2, 0, 4, 7))
	outs := []Column{{Param: 0, Elem: 1, Vals: make([]uint64, 3)}, {Param: 2, Elem: 0, Vals: make([]uint64, 3)}, {Param: 0, Elem: 3, Vals: make([]uint64, 3)}}
	require.NoError(t, m.Read(size, outs))
	assert.Equal(t, []uint64{10, 0x99, 30}, outs[0].Vals, "stores are masked to the element")
	assert.Equal(t, []uint64{0xffffffff, 0xffffffff, 7}, outs[1].Vals)
	assert.Equal(t, []uint64{4, 4, 4}, outs[2].Vals)
	assert.Equal(t, []byte{1, 0, 2, 0, 3, 0, 4, 0}, base[0], "the base image is never written")

	for _, tt := range []struct {
		run  func() error
		want string
	}{
		{func() error { _, err := m.Load(0, 0, 2, 1); return err }, "access of 1 bytes at byte 2 of buffer 0, an element of 2 bytes"},
		{func() error { _, err := m.Load(0, 0, 3, 1); return err }, "access of 1 bytes at byte 3 of buffer 0 overlaps the element of 2 bytes at byte 2"},
		{func() error { _, err := m.Load(0, 0, 0, 4); return err }, "access of 4 bytes at byte 0 of buffer 0 overlaps the element of 2 bytes at byte 2"},
		{func() error { _, err := m.Load(0, 0, 3, 2); return err }, "misaligned access of 2 bytes at byte 3"},
		{func() error { _, err := m.Load(0, 0, 8, 2); return err }, "outside buffer 0 (8 bytes)"},
		{func() error { _, err := m.Load(0, 1, 0, 2); return err }, "no buffer 1"},
		{func() error { _, err := m.Load(0, 0, 0, 3); return err }, "1, 2, 4 or 8 are supported"},
		{func() error {
			_, err := NewTupleMem(2, base, size, []Column{{Param: 1, Vals: []uint64{1, 2}}})
			return err
		}, "parameter 1, which has no memory"},
		{func() error { return m.Read(size, []Column{{Param: 0, Vals: []uint64{1}}}) }, "holds 1 values for 3 executions"},
		{func() error {
			_, err := NewTupleMem(2, base, size, []Column{{Param: 0, Vals: []uint64{1, 2}, Runs: &Runs{}}})
			return err
		}, "input column of parameter 0 has Runs, which only an output column takes"},
	} {
		assert.ErrorContains(t, tt.run(), tt.want)
	}
}

// TestTupleMemForms: a Uniform and a Sequence input column are, through
// every access of TupleMem (Load, Read, At, Values, a store that copies
// the column first), the values they stand for, like the same values
// listed; a value outside the element is the listed column's error, at
// the same execution.
func TestTupleMemForms(t *testing.T) {
	size := func(p int) int { return []int{2, 4, 8}[p] }
	base := [][]byte{make([]byte, 4), make([]byte, 8), make([]byte, 8)}
	for _, tt := range []struct {
		name  string
		param int
		col   Column
		n     int
		err   string
	}{
		{"uniform", 0, Column{Vals: []uint64{0x7e00}, Form: Uniform}, 5, ""},
		{"sequence", 0, Column{Vals: []uint64{0xfff0}, Form: Sequence}, 16, ""},
		{"sequence, not from the table", 1, Column{Vals: []uint64{0x1_0000}, Form: Sequence}, 7, ""},
		{"sequence, 8 bytes, wrapping", 2, Column{Vals: []uint64{^uint64(0) - 1}, Form: Sequence}, 4, ""},
		{"no executions", 0, Column{Vals: nil, Form: Sequence}, 0, ""},
		{"sequence past the element", 0, Column{Vals: []uint64{0xfffe}, Form: Sequence}, 4, "value 0x10000 of execution 2 does not fit 2 bytes"},
		{"sequence wrapping past the element", 1, Column{Vals: []uint64{0xffff_fffe}, Form: Sequence}, 3, "value 0x100000000 of execution 2 does not fit 4 bytes"},
		{"uniform outside the element", 0, Column{Vals: []uint64{0x1_0000}, Form: Uniform}, 3, "value 0x10000 of execution 0 does not fit 2 bytes"},
		{"no value", 0, Column{Form: Uniform}, 3, "holds 0 values for 3 executions"},
		{"unknown form", 0, Column{Vals: []uint64{1}, Form: Sequence + 1}, 3, "unknown form"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := tt.col
			c.Param = tt.param
			listed := make([]uint64, tt.n)
			for i := range listed[:min(tt.n, len(c.Vals)*tt.n)] {
				listed[i] = c.Vals[0]
				if c.Form == Sequence {
					listed[i] += uint64(i)
				}
			}
			lm, lerr := NewTupleMem(tt.n, base, size, []Column{{Param: tt.param, Vals: listed}})
			m, err := NewTupleMem(tt.n, base, size, []Column{c})
			if tt.err != "" {
				require.ErrorContains(t, err, tt.err)
				if c.Form <= Sequence && len(c.Vals) > 0 {
					require.EqualError(t, err, lerr.Error(), "the listed column's error")
				}
				return
			}
			require.NoError(t, err)
			require.NoError(t, lerr)
			defer m.Release()
			defer lm.Release()
			sz := size(tt.param)
			for i := range tt.n {
				assert.Equal(t, listed[i], c.At(i), "Column.At(%d)", i)
				v, err := m.Load(i, tt.param, 0, sz)
				require.NoError(t, err)
				assert.Equal(t, listed[i], v, "Load, execution %d", i)
			}
			col, err := m.Col(tt.param, 0, sz, false)
			require.NoError(t, err)
			assert.Equal(t, c.Form == Uniform && tt.n > 0, col.Uniform)
			assert.Equal(t, c.Form == Sequence && tt.n > 0, col.Seq)
			assert.Equal(t, listed, col.Values()[:tt.n:tt.n], "Values")
			out := []Column{{Param: tt.param, Vals: make([]uint64, tt.n)}}
			require.NoError(t, m.Read(size, out))
			assert.Equal(t, listed, out[0].Vals, "Read")
			if tt.n == 0 {
				return
			}
			// a store copies the column first: the form is gone, the
			// other executions keep their values, the table is not written
			require.NoError(t, m.Store(tt.n-1, tt.param, 0, sz, 0x1234))
			assert.False(t, col.Uniform || col.Seq, "a written column has no form")
			want := append(listed[:tt.n-1:tt.n-1], 0x1234)
			require.NoError(t, m.Read(size, out))
			assert.Equal(t, want, out[0].Vals, "Read after a store")
			if c.Form == Sequence && c.Vals[0] < 1<<16 {
				assert.EqualValues(t, c.Vals[0]+uint64(tt.n-1), vec.Iota16()[c.Vals[0]+uint64(tt.n-1)], "the sequence table is never written")
			}
		})
	}
}

// TestTupleMemRuns: StoreRuns keeps a column as runs where it is new or
// continues the runs stored so far (one block after another), and refuses
// (storing nothing) where it cannot; every access but Read with Runs sees
// the runs written out (semantics.FillRuns16), the base beyond what was
// stored; Read hands the runs over only where they cover every execution.
func TestTupleMemRuns(t *testing.T) {
	size := func(p int) int { return []int{2, 4}[p] }
	base := func() [][]byte { return [][]byte{{0x34, 0x12, 0, 0}, make([]byte, 4)} }
	runs := []semantics.Run16{{Lo: 0, Hi: 10, Mask: 0xffff}, {Lo: 10, Hi: 20, Or: 0x7e00}, {Lo: 20, Hi: 1 << 16, Mask: 0x00ff, Or: 0x8000}}
	r := Runs{Runs: runs, Y: 5, Or: 0x1_0100, Mask: ^uint64(0)} // (masked to the element)
	const n = 24
	// want is what executions 0 … n-1 hold after stores of r into
	// executions [0, upto) (the base, 0x1234, beyond)
	want := func(upto int) []uint64 {
		w := make([]uint64, n)
		for i := range w {
			w[i] = 0x1234
		}
		semantics.FillRuns16(w[:upto], runs, 5, 0x0100, 0xffff)
		return w
	}
	for _, tt := range []struct {
		name string
		// run stores into m (n executions) and returns how many of the
		// first executions hold r's values
		run  func(t *testing.T, m *TupleMem) int
		runs bool // Read with Runs gets runs
	}{
		{"whole", func(t *testing.T, m *TupleMem) int {
			requireKept(t, m, 0, n, r, true)
			return n
		}, true},
		{"blocks", func(t *testing.T, m *TupleMem) int {
			requireKept(t, m, 0, 10, r, true)
			r2 := r
			r2.Y += 10
			r2.Runs = append([]semantics.Run16(nil), runs...) // equal runs, another slice
			requireKept(t, m, 10, n-10, r2, true)
			return n
		}, true},
		{"part", func(t *testing.T, m *TupleMem) int {
			requireKept(t, m, 0, 10, r, true)
			return 10
		}, false},
		{"not from 0", func(t *testing.T, m *TupleMem) int {
			requireKept(t, m, 3, 10, r, false)
			return 0
		}, false},
		{"a gap", func(t *testing.T, m *TupleMem) int {
			requireKept(t, m, 0, 10, r, true)
			r2 := r
			r2.Y += 11
			requireKept(t, m, 11, 5, r2, false)
			return 10
		}, false},
		{"another sequence", func(t *testing.T, m *TupleMem) int {
			requireKept(t, m, 0, 10, r, true)
			requireKept(t, m, 10, 5, r, false) // Y not 10 on
			return 10
		}, false},
		{"other runs", func(t *testing.T, m *TupleMem) int {
			requireKept(t, m, 0, 10, r, true)
			r2 := r
			r2.Y += 10
			r2.Runs = append([]semantics.Run16(nil), runs...)
			r2.Runs[1].Or++
			requireKept(t, m, 10, 5, r2, false)
			return 10
		}, false},
		{"another or", func(t *testing.T, m *TupleMem) int {
			requireKept(t, m, 0, 10, r, true)
			r2 := r
			r2.Y, r2.Or = r2.Y+10, 0
			requireKept(t, m, 10, 5, r2, false)
			return 10
		}, false},
		{"past the executions", func(t *testing.T, m *TupleMem) int {
			requireKept(t, m, 0, n+1, r, false)
			return 0
		}, false},
		{"past the second inputs", func(t *testing.T, m *TupleMem) int {
			r2 := r
			r2.Y = 1<<16 - n + 1
			requireKept(t, m, 0, n, r2, false)
			return 0
		}, false},
		{"after a store", func(t *testing.T, m *TupleMem) int {
			require.NoError(t, m.Store(0, 0, 0, 2, 0x1234))
			requireKept(t, m, 0, n, r, false)
			return 0
		}, false},
		{"after a load", func(t *testing.T, m *TupleMem) int {
			requireKept(t, m, 0, 10, r, true)
			v, err := m.Load(3, 0, 0, 2)
			require.NoError(t, err)
			assert.Equal(t, want(10)[3], v)
			r2 := r
			r2.Y += 10
			requireKept(t, m, 10, n-10, r2, false) // written out: values from now on
			return 10
		}, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			for _, access := range []string{"Read", "Read with runs", "Load", "Values", "Store"} {
				m, err := NewTupleMem(n, base(), size, nil)
				require.NoError(t, err)
				upto := tt.run(t, m)
				w := want(upto)
				switch access {
				case "Read", "Read with runs":
					out := []Column{{Param: 0, Vals: make([]uint64, n)}}
					if access == "Read with runs" {
						out[0].Runs = &Runs{Runs: make([]semantics.Run16, 1)}
					}
					require.NoError(t, m.Read(size, out))
					if out[0].Runs != nil && out[0].Runs.Runs != nil {
						require.True(t, tt.runs, "runs handed over")
						for i := range w {
							assert.Equal(t, w[i], out[0].Runs.At(i), "Runs.At(%d)", i)
						}
						got := make([]uint64, n)
						out[0].Runs.Fill(got[2:], 2)
						assert.Equal(t, w[2:], got[2:], "Runs.Fill")
						break
					}
					require.False(t, tt.runs && out[0].Runs != nil, "runs not handed over")
					assert.Equal(t, w, out[0].Vals)
				case "Load":
					for i := range w {
						v, err := m.Load(i, 0, 0, 2)
						require.NoError(t, err)
						assert.Equal(t, w[i], v, "execution %d", i)
					}
				case "Values":
					c, err := m.Col(0, 0, 2, false)
					require.NoError(t, err)
					if c == nil {
						require.Zero(t, upto)
						break
					}
					assert.Equal(t, w, c.Values()[:n])
				case "Store":
					require.NoError(t, m.Store(n-1, 0, 0, 2, 0x5678))
					w[n-1] = 0x5678
					out := []Column{{Param: 0, Vals: make([]uint64, n), Runs: &Runs{}}}
					require.NoError(t, m.Read(size, out))
					assert.Nil(t, out[0].Runs.Runs)
					assert.Equal(t, w, out[0].Vals)
				}
				m.Release()
			}
		})
	}
	// the errors are those of any access of the column
	m, err := NewTupleMem(n, base(), size, nil)
	require.NoError(t, err)
	defer m.Release()
	_, err = m.StoreRuns(0, 1, 2, 0, n, r)
	assert.ErrorContains(t, err, "misaligned access of 2 bytes at byte 1")
	requireKept(t, m, 0, n, r, true)
	_, err = m.StoreRuns(0, 1, 1, 0, n, r)
	assert.ErrorContains(t, err, "access of 1 bytes at byte 1 of buffer 0 overlaps the element of 2 bytes at byte 0")
	_, err = m.StoreRuns(0, 0, 4, 0, n, r)
	assert.ErrorContains(t, err, "access of 4 bytes at byte 0 of buffer 0, an element of 2 bytes")
	_, err = m.StoreRuns(1, 4, 4, 0, n, r)
	assert.ErrorContains(t, err, "outside buffer 1")
}

func requireKept(t *testing.T, m *TupleMem, lo, k int, r Runs, kept bool) {
	t.Helper()
	ok, err := m.StoreRuns(0, 0, 2, lo, k, r)
	require.NoError(t, err)
	require.Equal(t, kept, ok, "StoreRuns(%d, %d) kept", lo, k)
}
