package amdgcn

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestAppendByteList: llvm-mc's "[0x01,0xab]" spelling, written with
// fmt, for every length up to 20 (the four-byte groups and the tail) after
// a prefix, with all byte values.
func TestAppendByteList(t *testing.T) {
	for n := 0; n <= 20; n++ {
		for start := 0; start < 256; start += 7 {
			code := make([]byte, n)
			parts := make([]string, n)
			for i := range code {
				code[i] = byte(start + 37*i)
				parts[i] = fmt.Sprintf("0x%02x", code[i])
			}
			want := "pre[" + strings.Join(parts, ",") + "]"
			assert.Equal(t, want, string(AppendByteList([]byte("pre"), code)), "n=%d", n)
		}
	}
}
