package main

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestCompareExitCode: -exit-code exits 1 when the models differ, 0 when
// they agree, 2 on an error; without it, differing models exit 0.
func TestCompareExitCode(t *testing.T) {
	for _, c := range []struct {
		args []string
		want int
	}{
		{[]string{"compare", "-exit-code", "-exhaustive", "ptx:max.f32", "amdgcn:gfx942:v_max_f32"}, 1},
		{[]string{"compare", "-exit-code", "-exhaustive", "amdgcn:gfx942:v_max_f32", "amdgcn:gfx90a:v_max_f32"}, 0},
		{[]string{"compare", "-exit-code", "-exhaustive", "no:such", "ptx:max.f32"}, 2},
		{[]string{"compare", "-exhaustive", "ptx:max.f32", "amdgcn:gfx942:v_max_f32"}, 0},
		{[]string{"compare", "-exhaustive", "no:such", "ptx:max.f32"}, 1},
	} {
		var out, errb bytes.Buffer
		assert.Equal(t, c.want, run(c.args, &out, &errb), "%v: %s", c.args, errb.String())
	}
}
