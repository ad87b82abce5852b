package semantics

import (
	"math"
	"runtime"
	"testing"
)

//go:noinline
func goMathMax(x, y float64) float64 { return math.Max(x, y) }

//go:noinline
func goMathMin(x, y float64) float64 { return math.Min(x, y) }

//go:noinline
func goMax64(x, y float64) float64 { return max(x, y) }

//go:noinline
func goMin64(x, y float64) float64 { return min(x, y) }

//go:noinline
func goMax32(x, y float32) float32 { return max(x, y) }

//go:noinline
func goMin32(x, y float32) float32 { return min(x, y) }

// oracleInputs returns the grid pairs of t followed by n biased random pairs.
func oracleInputs(t Type, n int, seed uint64) [][2]uint64 {
	g := Grid(t)
	var out [][2]uint64
	for _, a := range g {
		for _, b := range g {
			out = append(out, [2]uint64{a, b})
		}
	}
	r := splitmix{state: seed}
	for i := 0; i < n; i++ {
		out = append(out, [2]uint64{randomValue(t, &r), randomValue(t, &r)})
	}
	return out
}

// TestGoOracle runs the go:* models against the real math.Max/Min and builtin
// max/min of this machine (the models describe amd64).
func TestGoOracle(t *testing.T) {
	if runtime.GOARCH != "amd64" {
		t.Skipf("go:* models describe amd64; this is %s", runtime.GOARCH)
	}
	n := 200_000
	if testing.Short() {
		n = 10_000
	}
	type orc struct {
		model string
		typ   Type
		run   func(a, b uint64) uint64
	}
	f64 := func(f func(x, y float64) float64) func(a, b uint64) uint64 {
		return func(a, b uint64) uint64 {
			return math.Float64bits(f(math.Float64frombits(a), math.Float64frombits(b)))
		}
	}
	f32 := func(f func(x, y float32) float32) func(a, b uint64) uint64 {
		return func(a, b uint64) uint64 {
			return uint64(math.Float32bits(f(math.Float32frombits(uint32(a)), math.Float32frombits(uint32(b)))))
		}
	}
	for _, o := range []orc{
		{"go:math.Max", F64, f64(goMathMax)}, {"go:math.Min", F64, f64(goMathMin)},
		{"go:max", F64, f64(goMax64)}, {"go:min", F64, f64(goMin64)},
		{"go:max", F32, f32(goMax32)}, {"go:min", F32, f32(goMin32)},
	} {
		m := MustLookup(o.model)
		ins := oracleInputs(o.typ, n, 1)
		bad := 0
		for _, in := range ins {
			want := o.run(in[0], in[1])
			got, _ := m.Eval(o.typ, in[0], in[1], 0)
			if !got.IsExact() || got.Bits() != want {
				if bad++; bad <= 5 {
					t.Errorf("%s %s(%s, %s) = %s, Go gives %s", o.model, o.typ, FormatBits(o.typ, in[0]), FormatBits(o.typ, in[1]), got.String(o.typ), FormatBits(o.typ, want))
				}
			}
		}
		t.Logf("%s %s: %d inputs against Go, %d differ", o.model, o.typ, len(ins), bad)
	}
}
