package amdexec

import (
	"flag"
	"runtime"
	"sync"
	"testing"

	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/verify/tv"
	"github.com/stretchr/testify/require"
)

var long = flag.Bool("long", false, "run the exhaustive sweeps")

// bareMax is a plain function made of one v_max_f16 in IEEE mode, llc's
// calling convention.
func bareFunc(t testing.TB, gen, body string, ty semantics.Type, noIEEE bool) tv.Func {
	src := "f:\n\t" + body + "\n\ts_setpc_b64 s[30:31]\n"
	fs, err := Target{}.Funcs("bare.s", []byte(src), func(string) (tv.Signature, error) {
		return tv.Signature{Type: ty, Arity: 2}, nil
	}, tv.Options{Arch: gen, NoIEEE: noIEEE})
	require.NoError(t, err)
	return fs[0]
}

// rowViolations runs f on the pairs (a, b) for every b and counts the
// results md does not allow.
func rowViolations(t testing.TB, f tv.Func, md *semantics.Model, rows []uint64) int {
	ty := f.Type()
	var mu sync.Mutex
	total := 0
	var wg sync.WaitGroup
	work := make(chan uint64)
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			in := [][]uint64{make([]uint64, 1<<16), make([]uint64, 1<<16)}
			out := make([]uint64, 1<<16)
			for a := range work {
				for b := range in[1] {
					in[0][b], in[1][b] = a, uint64(b)
				}
				if err := f.Run(in, out); err != nil {
					t.Error(err)
					return
				}
				n := 0
				for b, r := range out {
					res, _ := md.Eval(ty, a, uint64(b), 0)
					if !res.Allows(ty, r) {
						n++
					}
				}
				mu.Lock()
				total += n
				mu.Unlock()
			}
		}()
	}
	for _, a := range rows {
		work <- a
	}
	close(work)
	wg.Wait()
	return total
}

// TestClosedFormVMaxF16: a bare IEEE-mode v_max_f16 on gfx942 checked as
// IEEE 754-2019 maximumNumber. By the ISA rule (docs/reference/amdgpu.md §4.2: in IEEE
// mode an sNaN input gives quiet(sNaN)) and maximumNumber (a NaN, signaling
// too, loses to a number), exactly the pairs of one sNaN and one non-NaN
// violate: 2 · 1022 · 63490 over all 2^32 pairs (1022 f16 sNaNs, 63490
// non-NaN values). The default run checks 16 rows (every b) against the
// same rule per row; -long runs all 65536 rows.
func TestClosedFormVMaxF16(t *testing.T) {
	f := bareFunc(t, "gfx942", "v_max_f16_e32 v0, v0, v1", semantics.F16, false)
	md := semantics.MustLookup("ieee754-2019:maximumNumber")
	var rows []uint64
	if *long {
		for a := 0; a < 1<<16; a++ {
			rows = append(rows, uint64(a))
		}
	} else {
		rows = []uint64{0, 0x8000, 0x0001, 0x83ff, 0x3c00, 0xbc00, 0x7bff, 0x7c00, 0xfc00,
			0x7c01, 0x7dff, 0xfc01, 0xfdff, 0x7e00, 0xffff, 0x7e01}
	}
	want := 0
	for _, a := range rows {
		switch {
		case semantics.IsSignaling(semantics.F16, a):
			want += 63490
		case !semantics.IsNaN(semantics.F16, a):
			want += 1022
		}
	}
	if *long {
		require.Equal(t, 2*1022*63490, want)
	}
	got := rowViolations(t, f, md, rows)
	require.Equal(t, want, got)

	// Mutations: the same instruction with -ieee=0 (a NaN, sNaN too, loses
	// to a number) has none of those violations, only pairs of two NaNs
	// with S1 signaling (the result is S1 unquieted), on these rows.
	g := bareFunc(t, "gfx942", "v_max_f16_e32 v0, v0, v1", semantics.F16, true)
	want0 := 0
	for _, a := range rows {
		if semantics.IsNaN(semantics.F16, a) {
			want0 += 1022 // b any sNaN
		}
	}
	require.Equal(t, want0, rowViolations(t, g, md, rows))
}
