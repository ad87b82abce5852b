package amdgcn

import (
	"math/rand/v2"
	"testing"
)

// TestLineEnd: the eight-bytes-a-step scan finds the first stop byte
// (newline, ';', '/', '#') as the byte loop does, at every offset and
// length, among bytes of every value (high bytes, bytes one off a stop
// byte, zero).
func TestLineEnd(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	alphabet := []byte{'\n', ';', '/', '#', 'v', ' ', 0, 0xff, 0x80, '\n' + 1, ';' - 1, '0', '#' ^ 0x80}
	naive := func(b []byte) int {
		for i, c := range b {
			if c == '\n' || c == ';' || c == '/' || c == '#' {
				return i
			}
		}
		return len(b)
	}
	for n := 0; n < 40; n++ {
		for k := 0; k < 300; k++ {
			b := make([]byte, n)
			for i := range b {
				if r.IntN(4) == 0 {
					b[i] = alphabet[r.IntN(len(alphabet))]
				} else {
					b[i] = byte(r.IntN(256))
				}
			}
			if got, want := lineEnd(b), naive(b); got != want {
				t.Fatalf("lineEnd(% x) = %d, want %d", b, got, want)
			}
		}
	}
}
