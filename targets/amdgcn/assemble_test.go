package amdgcn

import (
	"bytes"
	"encoding/binary"
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// The line scan assembleDirs used before lineSplitter, kept as the
// reference that TestLineSplitter and FuzzLineSplitter hold it to.

// lineStop marks the bytes that end the scan of a line: newline and the
// comment starters.
var lineStop = [256]bool{'\n': true, ';': true, '/': true, '#': true}

// lineEnd returns the index of the first byte of src that lineStop marks,
// or len(src): eight bytes a step, each stop byte found as a zero byte of
// the word xor that byte repeated ((v − 0x01…) &^ v & 0x80… flags the zero
// bytes; its lowest flag is the first zero byte, so the lowest flag of the
// four is the first stop byte).
func lineEnd(src []byte) int {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	zero := func(v uint64) uint64 { return (v - ones) &^ v & highs }
	i := 0
	for ; i+8 <= len(src); i += 8 {
		w := binary.LittleEndian.Uint64(src[i:])
		if t := zero(w^'\n'*ones) | zero(w^';'*ones) | zero(w^'/'*ones) | zero(w^'#'*ones); t != 0 {
			return i + bits.TrailingZeros64(t)/8
		}
	}
	for i < len(src) && !lineStop[src[i]] {
		i++
	}
	return i
}

// refSplit is the line loop of the old assembleDirs: each line up to its
// comment, whether a comment starter ended it, whether a newline did.
func refSplit(src []byte) (lines [][]byte, comments, endeds []bool) {
	for len(src) > 0 {
		nl := lineEnd(src)
		l := src[:nl]
		comment := false
		if nl < len(src) && src[nl] != '\n' {
			comment = true
			if src[nl] != '/' || nl+1 < len(src) && src[nl+1] == '/' {
				l = src[:nl]
			} else {
				l = nil
			}
			if j := bytes.IndexByte(src[nl:], '\n'); j >= 0 {
				nl += j
			} else {
				nl = len(src)
			}
			if l == nil {
				l = stripComment(src[:nl])
			}
		}
		ended := nl < len(src)
		if ended {
			src = src[nl+1:]
		} else {
			src = nil
		}
		lines, comments, endeds = append(lines, l), append(comments, comment), append(endeds, ended)
	}
	return
}

func splitAll(src []byte) (lines [][]byte, comments, endeds []bool) {
	sp := newLineSplitter(src)
	for sp.off < len(src) {
		l, c, e := sp.next()
		lines, comments, endeds = append(lines, l), append(comments, c), append(endeds, e)
	}
	return
}

// TestLineSplitter: lineSplitter cuts lines and comments as the old
// byte-by-byte scan did, on random texts dense and sparse in newlines and
// comment starters (a lone '/', "//", ';', '#', several per line, at the
// start and the end, no final newline).
func TestLineSplitter(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, tc := range []struct {
		name  string
		stops int // one byte in stops is a newline or comment starter
	}{{"dense", 2}, {"some", 6}, {"sparse", 40}, {"rare", 400}} {
		t.Run(tc.name, func(t *testing.T) {
			alphabet := []byte{'\n', ';', '/', '#', '/', '\n'}
			for k := 0; k < 400; k++ {
				b := make([]byte, r.IntN(600))
				for i := range b {
					if r.IntN(tc.stops) == 0 {
						b[i] = alphabet[r.IntN(len(alphabet))]
					} else {
						b[i] = "v_add 1,[] \t"[r.IntN(12)]
					}
				}
				wl, wc, we := refSplit(b)
				gl, gc, ge := splitAll(b)
				require.Equal(t, wl, gl, "lines of %q", b)
				require.Equal(t, wc, gc, "comment flags of %q", b)
				require.Equal(t, we, ge, "newline flags of %q", b)
			}
		})
	}
}

func FuzzLineSplitter(f *testing.F) {
	for _, s := range []string{"", "\n", "a/b\n;c\n#d", "v1 // x\n/ y ; z\n", "//\n/", "a\n\nb;"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		wl, wc, we := refSplit(b)
		gl, gc, ge := splitAll(b)
		require.Equal(t, wl, gl)
		require.Equal(t, wc, gc)
		require.Equal(t, we, ge)
	})
}

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
