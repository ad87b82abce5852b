package semantics

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/semantics/modelid"
)

// TestRef: a Ref resolves as Lookup does, to the canonical name, and a bad
// name is an error (MustRef panics).
func TestRef(t *testing.T) {
	cases := []struct{ in, want string }{
		{"ptx:max.f32", "ptx:max.f32"},
		{"ptx:max.ftz.NaN.f32", "ptx:max.NaN.ftz.f32"}, // ptxas accepts any modifier order
		{"ptx:max.f32:inputs=3", "ptx:max.f32:inputs=3"},
		{"amdgcn:gfx942:v_max_f32:denorm=0:ieee=0", "amdgcn:gfx942:v_max_f32:ieee=0:denorm=0"},
		{"amdgcn:gfx942:v_max_f32:ieee=1", "amdgcn:gfx942:v_max_f32"}, // defaults dropped
	}
	for _, c := range cases {
		r, err := NewRef(c.in)
		require.NoError(t, err, c.in)
		assert.Equal(t, c.want, r.Name(), c.in)
		assert.Equal(t, c.want, r.String())
		assert.False(t, r.IsZero())
		m, err := Lookup(c.in)
		require.NoError(t, err)
		assert.Equal(t, m.Name(), r.Model().Name())
		assert.Equal(t, m.Arity(), r.Model().Arity())
	}
	for _, bad := range []string{"", "ptx:max.f33", "amdgcn:gfx942:v_max_f32:ieee=2", "nosuch:model"} {
		_, err := NewRef(bad)
		assert.Error(t, err, "%q", bad)
		assert.Panics(t, func() { MustRef(bad) }, "%q", bad)
	}
	var z Ref
	assert.True(t, z.IsZero())
	assert.Nil(t, z.Model())
	assert.Equal(t, "<no model>", z.String())
}

// TestPTXRefs: every PTX model identifier resolves to the model of its
// descriptor, under the descriptor's name, with its number of inputs and
// its type, and the zero identifier to no model.
func TestPTXRefs(t *testing.T) {
	ds := modelid.PTXModels()
	require.NotEmpty(t, ds)
	for _, d := range ds {
		r := PTXRef(d.ID)
		if !assert.False(t, r.IsZero(), "%s", d.Name) {
			continue
		}
		assert.Equal(t, d.Name, r.Name())
		assert.Equal(t, d.Inputs, r.Model().Arity(), d.Name)
		typ, err := ParseType(d.Type)
		require.NoError(t, err, d.Name)
		assert.Equal(t, typ, r.Model().DefaultType(), d.Name)
	}
	assert.True(t, PTXRef(0).IsZero())
	assert.True(t, PTXRef(modelid.PTX(len(ds)+1)).IsZero())
}

// TestAMDRefs: every model of every AMD target's rows resolves, under
// amdgcn:<target>:<mnemonic>, with the descriptor's number of inputs; an
// identifier the target has no row for resolves to no model.
func TestAMDRefs(t *testing.T) {
	ts := modelid.AMDTargetModels()
	require.Len(t, ts, len(amdTargets))
	for _, tg := range ts {
		for _, id := range tg.Models {
			d := id.Model()
			r := AMDRef(tg.Target, id)
			if !assert.False(t, r.IsZero(), "%s %s", tg.Target, d.Mnemonic) {
				continue
			}
			assert.Equal(t, "amdgcn:"+tg.Target+":"+d.Mnemonic, r.Name())
			want := 3
			if d.Kind == "max" || d.Kind == "min" {
				want = 2
			}
			assert.Equal(t, want, r.Model().Arity(), r.Name())
		}
	}
	assert.True(t, AMDRef("gfx942", modelid.AMDMaxNumF32).IsZero(), "gfx942 has no v_max_num_f32")
	assert.True(t, AMDRef("gfx1200", modelid.AMDMaximum3F32CDNA4).IsZero(), "the CDNA4 v_maximum3_f32 is not gfx1200's")
	assert.False(t, AMDRef("gfx1200", modelid.AMDMaximum3F32).IsZero())
}
