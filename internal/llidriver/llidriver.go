package llidriver

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/lowerc/lowerc/semantics"
)

// Inputs are input pairs whose branch conditions differ within every 32
// consecutive executions (a PTX warp, half an AMD wave64): the class grid
// crossed with itself (NaNs and ±0 pairs left out for the float
// functions), interleaved with random bits and, for the integer functions,
// small integers around their constants (the loops' trip counts
// included). The same pairs on every run.
func Inputs(ty semantics.Type, float bool) [][]uint64 {
	var vals []uint64
	for _, v := range semantics.Grid(ty) {
		if !float || !semantics.IsNaN(ty, v) {
			vals = append(vals, v)
		}
	}
	if !float {
		vals = append(vals, 5, 65535, 65536, 1<<30-1, 1<<30, 0x7fffffff, 3, 2, 27, 31, 0x21)
	}
	r := rand.New(rand.NewPCG(13, 11))
	in := make([][]uint64, 2)
	mag := ty.Mask() >> 1
	add := func(a, b uint64) {
		if float && (semantics.IsNaN(ty, a) || semantics.IsNaN(ty, b) || a&mag == 0 && b&mag == 0) {
			return
		}
		in[0], in[1] = append(in[0], a), append(in[1], b)
	}
	for _, a := range vals {
		for _, b := range vals {
			add(a, b)
			add(r.Uint64()&ty.Mask(), b)
			add(a, r.Uint64()&ty.Mask())
		}
	}
	return in
}

// HostDriver returns an lli-19 module: the .ll file's functions and a main
// that calls fn on every input pair (as float bit patterns) and prints
// each result's bits in hex.
func HostDriver(ll, fn string, in [][]uint64, ty semantics.Type) string {
	var b strings.Builder
	b.WriteString(ll)
	n := len(in[0])
	it := fmt.Sprintf("i%d", ty.Bits())
	ft := map[int]string{16: "half", 32: "float", 64: "double"}[ty.Bits()]
	for k, col := range in {
		var xs []string
		for _, v := range col {
			xs = append(xs, fmt.Sprintf("%s %d", it, v&ty.Mask()))
		}
		fmt.Fprintf(&b, "@in%d = global [%d x %s] [%s]\n", k, n, it, strings.Join(xs, ", "))
	}
	fmt.Fprintf(&b, `@fmt = private constant [5 x i8] c"%%lx\0A\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
entry:
  br label %%loop
loop:
  %%i = phi i64 [ 0, %%entry ], [ %%n, %%loop ]
  %%pa = getelementptr [%[1]d x %[3]s], ptr @in0, i64 0, i64 %%i
  %%pb = getelementptr [%[1]d x %[3]s], ptr @in1, i64 0, i64 %%i
  %%ai = load %[3]s, ptr %%pa
  %%bi = load %[3]s, ptr %%pb
  %%a = bitcast %[3]s %%ai to %[4]s
  %%b = bitcast %[3]s %%bi to %[4]s
  %%r = call %[4]s @%[2]s(%[4]s %%a, %[4]s %%b)
  %%ri = bitcast %[4]s %%r to %[3]s
  %%rw = %[5]s %%ri to i64
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %%rw)
  %%n = add i64 %%i, 1
  %%c = icmp eq i64 %%n, %[1]d
  br i1 %%c, label %%done, label %%loop
done:
  ret i32 0
}
`, n, fn, it, ft, map[bool]string{true: "bitcast i64", false: "zext " + it}[ty.Bits() == 64])
	return b.String()
}

// HexLines parses the output of a HostDriver module: n hex numbers, one a
// line.
func HexLines(out []byte, n int) ([]uint64, error) {
	lines := strings.Fields(string(out))
	if len(lines) != n {
		return nil, fmt.Errorf("lli printed %d results, want %d", len(lines), n)
	}
	vs := make([]uint64, n)
	for i, l := range lines {
		v, err := strconv.ParseUint(l, 16, 64)
		if err != nil {
			return nil, fmt.Errorf("lli result %d: %v", i+1, err)
		}
		vs[i] = v
	}
	return vs, nil
}
