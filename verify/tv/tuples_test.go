package tv

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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
	} {
		assert.ErrorContains(t, tt.run(), tt.want)
	}
}
