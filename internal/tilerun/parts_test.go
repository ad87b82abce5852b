package tilerun

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/targets/ptx/ptxexec"
	"github.com/lowerc/lowerc/verify/tv"
)

// launchOnly hides a kernel's per-tuple mode: the sweep then launches the
// widened kernel (sweepRows), the path that does not go through RunTuples.
type launchOnly struct{ tv.Kernel }

// TestTupleSweepMatchesWidened: the tuple sweep (rows whole and in parts,
// pair counts from the class histogram) reports, byte for byte,
// what the widened-launch sweep reports: groups, counts and first
// witnesses, for two PTX kernels that differ (max.f16 against
// max.NaN.f16) on rows around NaN, zero, one and the subnormals.
func TestTupleSweepMatchesWidened(t *testing.T) {
	nan := strings.Replace(maxF16PTX, `"max.f16"`, `"max.NaN.f16"`, 1)
	a := execSide(t, "ptx:sm_80", maxF16PTX, ptxexec.Target{}, tv.Options{Arch: "sm_80"})
	b := execSide(t, "ptx:sm_90", nan, ptxexec.Target{}, tv.Options{Arch: "sm_90"})
	rows := []int{0x7e00, 0xfc01, 0x0000, 0x8000, 0x3c00, 0x0001, 0x7c00}
	report := func(a, b Side, part int) string {
		res, err := Diff(a, b, Options{Exhaustive: true, rows: rows, Workers: 2, part: part})
		require.NoError(t, err)
		require.NotZero(t, res.Outputs[0].Report.BitwiseDiff, "the kernels differ")
		var buf bytes.Buffer
		require.NoError(t, res.Outputs[0].Report.WriteJSON(&buf))
		return buf.String()
	}
	wa, wb := a, b
	wa.Run, wb.Run = launchOnly{a.Run}, launchOnly{b.Run}
	want := report(wa, wb, 0)
	// the reports' notes say how the sweep ran; the rest is the same
	note := func(s string) string {
		i := strings.Index(s, `"note"`)
		if i < 0 {
			return s
		}
		j := strings.Index(s[i:], "\n")
		return s[:i] + s[i+j:]
	}
	for _, part := range []int{0, 16384, 4096} {
		got := report(a, b, part)
		require.Contains(t, got, "once per tuple")
		require.Equal(t, note(want), note(got), "parts of %d", part)
	}
}

// failAt is a TupleKernel whose execution fails where the second input
// is bad (and the first is row): the error names the execution by its
// index in the run, as the executors' errors do.
type failAt struct {
	tv.TupleKernel
	row, bad uint64
}

func (f failAt) RunTuples(args []tv.Arg, n int, ins, outs []tv.Column) error {
	for i := range n {
		if ins[0].At(i) == f.row && ins[1].At(i) == f.bad {
			return fmt.Errorf("execution %d fails", i)
		}
	}
	return f.TupleKernel.RunTuples(args, n, ins, outs)
}

// TestTupleSweepError: an execution's error is the one a run of the whole
// row reports (its index in the row), not the index in the part that
// failed, with the whole row in one part (tuplePart) and in parts of
// 16,384.
func TestTupleSweepError(t *testing.T) {
	a := execSide(t, "ptx:sm_80", maxF16PTX, ptxexec.Target{}, tv.Options{Arch: "sm_80"})
	b := a
	b.Label = "bad"
	const bad = 3*16384 + 17
	b.Run = failAt{a.Run.(tv.TupleKernel), 0x3c00, bad}
	for _, part := range []int{0, 16384} {
		_, err := Diff(a, b, Options{Exhaustive: true, rows: []int{0x1234, 0x3c00}, part: part})
		require.EqualError(t, err, fmt.Sprintf("bad: execution %d fails", bad), "parts of %d", part)
	}
}
