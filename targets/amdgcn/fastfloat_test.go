package amdgcn

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"testing"
)

// TestFastFloatMatchesStrconv: wherever the assembler's fast float parser
// answers, it gives strconv.ParseFloat's value.
func TestFastFloatMatchesStrconv(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 200000; i++ {
		var s string
		switch i % 4 {
		case 0:
			s = fmt.Sprintf("%d.%d", r.IntN(100000), r.IntN(1000000000))
		case 1:
			s = strconv.FormatFloat(r.Float64()*1000, 'f', -1, 64)
		case 2:
			s = strconv.FormatFloat(float64(float32(r.NormFloat64())), 'f', -1, 64)
		default:
			s = fmt.Sprintf("-%d.%0*d", r.IntN(10), r.IntN(20)+1, r.Uint64N(1e15))
		}
		want, _ := strconv.ParseFloat(s, 64)
		if got, ok := fastFloat([]byte(s)); ok && got != want {
			t.Fatalf("%s: %v %v", s, got, want)
		}
	}
}
