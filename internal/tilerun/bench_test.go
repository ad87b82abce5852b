package tilerun

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/targets/amdgcn/amdexec"
	"github.com/lowerc/lowerc/targets/ptx/ptxexec"
	"github.com/lowerc/lowerc/verify/tv"
)

// BenchmarkExhaustiveRows: 32 rows (32 × 65,536 pairs) of the issue's
// two-executor sweep, ptx "max.f16" against amdgcn "v_max_f16".
func BenchmarkExhaustiveRows(b *testing.B) {
	t := &testing.T{}
	a := execSide(t, "ptx:sm_80", maxF16PTX, ptxexec.Target{}, tv.Options{Arch: "sm_80"})
	c := execSide(t, "amdgcn:gfx942", maxF16AMD, amdexec.Target{}, tv.Options{Arch: "gfx942"})
	rows := make([]int, 32)
	for i := range rows {
		rows[i] = i * 2039
	}
	for b.Loop() {
		_, err := Diff(a, c, Options{Exhaustive: true, rows: rows, Workers: 1})
		require.NoError(b, err)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(32<<16), "ns/pair")
}

// BenchmarkExhaustiveRowsPTX: the same rows, PTX against itself (the
// kernel-level cost of one executor, its max.f16 through row tables).
func BenchmarkExhaustiveRowsPTX(b *testing.B) {
	t := &testing.T{}
	a := execSide(t, "ptx:sm_80", maxF16PTX, ptxexec.Target{}, tv.Options{Arch: "sm_80"})
	c := execSide(t, "ptx:sm_90", maxF16PTX, ptxexec.Target{}, tv.Options{Arch: "sm_90"})
	rows := make([]int, 32)
	for i := range rows {
		rows[i] = i * 2039
	}
	for b.Loop() {
		_, err := Diff(a, c, Options{Exhaustive: true, rows: rows, Workers: 1})
		require.NoError(b, err)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(32<<16), "ns/pair")
}
