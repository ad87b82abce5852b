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

// TestAppendWordsTail: the listing's comment printed from the encoding's
// dwords is the one fmt spells from its bytes, for 0 to 4 words, every
// text length around the column-40 padding (shorter, exactly 40, longer)
// and byte values across the range, after a prefix that is kept; and an
// assembled instruction's listing comment (printed from encodeWords) is
// the byte list of AppendEncoding, for each encoding class.
func TestAppendWordsTail(t *testing.T) {
	for nw := 0; nw <= 4; nw++ {
		for tl := 0; tl <= 70; tl += 3 {
			for start := 0; start < 256; start += 29 {
				var w [4]uint32
				var code []byte
				for i := 0; i < nw; i++ {
					for j := 0; j < 4; j++ {
						c := byte(start + 37*(4*i+j))
						w[i] |= uint32(c) << (8 * j)
						code = append(code, c)
					}
				}
				// words past nw must not show
				for i := nw; i < 4; i++ {
					w[i] = 0xdeadbeef
				}
				parts := make([]string, len(code))
				for i, c := range code {
					parts[i] = fmt.Sprintf("0x%02x", c)
				}
				text := strings.Repeat("t", tl)
				pad := max(40-tl, 1)
				want := "pre\t" + text + strings.Repeat(" ", pad) + "; encoding: [" + strings.Join(parts, ",") + "]\n"
				b := append([]byte("pre\t"), text...)
				got := appendWordsTail(b, 4, &w, nw)
				if nw > 0 { // (no encoding is empty: for none, as appendCodeTail)
					assert.Equal(t, want, string(got), "nw=%d text=%d", nw, tl)
				}
				assert.Equal(t, string(appendCodeTail(append([]byte("pre\t"), text...), 4, code)), string(got), "nw=%d text=%d", nw, tl)
			}
		}
	}
	gen, err := ParseGeneration("gfx942")
	assert.NoError(t, err)
	for _, line := range []string{"v_add_u32_e32 v1, v2, v3", "v_cmpx_lg_f32_e64 s[10:11], -v2, |v3|",
		"v_mad_u64_u32 v[2:3], s[10:11], v2, v3, v[4:5]", "v_pk_max_f16 v1, v2, v3 op_sel:[1,0]", "v_bfrev_b32_e32 v10, 0xfffffdef",
		"s_mov_b32 s1, 0x12345", "v_add_u32_sdwa v1, v2, v3 dst_sel:BYTE_1", "v_add_u32_dpp v1, v2, v3 quad_perm:[1,0,3,2]",
		"global_load_dword v1, v0, s[0:1] offset:16", "s_load_dwordx2 s[0:1], s[4:5], 0x10", "v_add_u32_e64 v1, v2, v3"} {
		insts, err := Assemble(gen, "t.s", []byte(line), nil)
		if !assert.NoError(t, err, line) || !assert.Len(t, insts, 1, line) {
			continue
		}
		assert.Equal(t, AppendByteList(nil, insts[0].AppendEncoding(nil)), []byte(strings.TrimSuffix(strings.SplitN(string(insts[0].AppendListing(nil, true)), "; encoding: ", 2)[1], "\n")), line)
	}
}
