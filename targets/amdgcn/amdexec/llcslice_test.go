package amdexec

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/verify/tv"
)

func TestLLCSliceProbe(t *testing.T) {
	for _, cpu := range []string{"gfx942", "gfx90a", "gfx1100"} {
		for _, body := range llcTupleOps {
			lk := llcTupleCode(t, cpu, body)
			args := []tv.Arg{{Mem: make([]byte, 2)}, {Mem: make([]byte, 2)}, {Mem: []byte{0x34, 0x12}}}
			const n = 1 << 16
			for _, row := range []uint64{0x7e00, 0x0000, 0x8000, 0x3c00, 0x7c01, 0xfc00} {
				ins := []tv.Column{{Param: 0, Vals: []uint64{row}, Form: tv.Uniform}, {Param: 1, Vals: []uint64{0}, Form: tv.Sequence}}
				got := make([]uint64, n)
				var runs tv.Runs
				err := lk.runSliced(args, n, ins, []tv.Column{{Param: 2, Vals: got, Runs: &runs}})
				if err != nil {
					t.Logf("%s %q: %v", cpu, body, err)
					break
				}
				if runs.Runs != nil {
					runs.Fill(got, 0)
				}
				want := make([]uint64, n)
				ref := llcTupleCode(t, cpu, body)
				ref.noSlice = true
				require.NoError(t, ref.runLaneWaves(args, n, ins, []tv.Column{{Param: 2, Vals: want}}))
				for i := range want {
					if want[i] != got[i] {
						t.Fatalf("%s %q row %#x x=%#x: want %#x got %#x (%d runs %v)", cpu, body, row, i, want[i], got[i], len(runs.Runs), runs.Runs)
					}
				}
				t.Logf("%s %q row %#x: ok, %d runs", cpu, body, row, len(runs.Runs))
			}
		}
	}
}
