package modelid

// An AMD identifies the model of one AMD GPU min/max instruction. An
// instruction computes the same on every target that has it (its modes,
// MODE.IEEE and MODE.FP_DENORM, are parameters of the model), so one
// identifier serves every generation's row; package semantics names the
// model of a target amdgcn:<target>:<mnemonic> (semantics.AMDRef). The
// zero AMD names no model.
//
// The rows of the targets/amdgcn form table hold these identifiers
// (Form.Model, set by targets/amdgcn/internal/formgen with [AMDByMnemonic]),
// and formgen writes, per target, the models of its rows (amd_gen.go,
// [AMDTargetModels]), from which semantics builds its amdgcn: models.
type AMD uint8

// An AMDModel describes what an AMD min/max instruction computes
// (docs/reference/amdgpu.md §3, §4).
type AMDModel struct {
	ID       AMD
	Go       string // the identifier's Go name (AMDMaxF32), for generators
	Mnemonic string // v_max_f32, v_pk_max_num_f16, v_med3_u32
	// Kind is the operation: max, min (two inputs); max3, min3, med3,
	// maxmin (min(max(a, b), c)), minmax (max(min(a, b), c)).
	Kind   string
	Type   string // lane type: f32, f16, f64, i32, u32, i16, u16
	Packed bool   // two 16-bit lanes (v_pk_*)
	// NaN is the NaN rule of a float instruction: "ieee" (GFX9–GFX11, by
	// MODE.IEEE), "num" (GFX12 *_num_*, the disputed sNaN reading),
	// "maximum" (NaN-propagating v_maximum/v_minimum) or "maximum-forced"
	// (CDNA4 v_maximum3: IEEE mode forced to 1); "" for integers.
	NaN    string
	Source string
	Notes  string
	// Family restricts the descriptor to one encoding family (9 … 12,
	// targets/arch AMD.Family) where one mnemonic means different things on
	// two (v_maximum3_f32 on CDNA4 and on RDNA4); 0: every family that has
	// the mnemonic.
	Family int
}

// Sources of the AMD descriptors.
const (
	SrcAMDMax   = "AMD CDNA4 ISA §12.7 V_MAX_F32/V_MIN_F32 pseudocode; GFX10/11 by the same LLVM model (docs/reference/amdgpu.md §4.2)"
	SrcAMD3     = "AMD ISA V_MAX3/V_MIN3 = V_MAX(V_MAX(S0,S1),S2); V_MED3 = MIN3 if any NaN, else the max of the two operands other than MAX3's (Vega/CDNA ISA pseudocode, from the guide text; not in docs/reference/amdgpu.md; not run)"
	SrcAMDPk    = "AMD ISA V_PK_MAX_F16 = V_MAX_F16 per half (docs/reference/amdgpu.md §4.2)"
	SrcAMD12    = "RDNA4 *_num_* forms (docs/reference/amdgpu.md §4.3; sNaN rule disputed, see snan=)"
	SrcAMDMaxim = "RDNA4 V_MAXIMUM/V_MINIMUM: IEEE 754-2019 maximum/minimum, −0 < +0 (docs/reference/amdgpu.md §4.3); NaN bits: sNaN inputs quieted first (S0 then S1), else the first NaN as is (RDNA4 pseudocode as recalled; unverified)"
	SrcAMD950   = "CDNA4 ISA V_MAXIMUM3_F32, V_PK_MAXIMUM3_F16: IEEE maximum of three inputs, IEEE mode forced to 1 (docs/reference/amdgpu.md §3.2, §4.2); NaN bits as v_maximum (unverified)"
	SrcAMDInt   = "AMD ISA integer V_MAX/V_MIN/V_MAX3/V_MED3 (docs/reference/amdgpu.md §3, §4.2)"
)

// Model returns the descriptor of id (the zero AMDModel out of range).
func (id AMD) Model() AMDModel {
	if int(id) >= len(amdModels) {
		return AMDModel{}
	}
	return amdModels[id]
}

// String returns the mnemonic, or "<no model>".
func (id AMD) String() string {
	if id == 0 || int(id) >= len(amdModels) {
		return "<no model>"
	}
	return amdModels[id].Mnemonic
}

// AMDModels returns every AMD descriptor, in identifier order. The slice
// must not be modified.
func AMDModels() []AMDModel { return amdModels[1:] }

// AMDByMnemonic returns the model of the instruction mnemonic on a target
// of encoding family family (9 … 12), or 0 if no descriptor has it.
func AMDByMnemonic(mnemonic string, family int) AMD {
	for _, d := range amdModels[1:] {
		if d.Mnemonic == mnemonic && (d.Family == 0 || d.Family == family) {
			return d.ID
		}
	}
	return 0
}

// An AMDTarget lists the models of one AMD target's min/max form rows.
type AMDTarget struct {
	Target string // gfx942
	Models []AMD  // in the order of the rows, each once
}

// AMDTargetModels returns, per AMD target, the models of its form rows
// (amd_gen.go). The slice must not be modified.
func AMDTargetModels() []AMDTarget { return amdTargets[:] }

// The descriptors: GFX9–GFX11 float forms, the CDNA4 maximum3 family,
// GFX12 float forms, then the integer forms.
const (
	AMDMaxF32            AMD = iota + 1 // v_max_f32
	AMDMaxF16                           // v_max_f16
	AMDMaxF64                           // v_max_f64
	AMDPkMaxF16                         // v_pk_max_f16
	AMDMinF32                           // v_min_f32
	AMDMinF16                           // v_min_f16
	AMDMinF64                           // v_min_f64
	AMDPkMinF16                         // v_pk_min_f16
	AMDMax3F32                          // v_max3_f32
	AMDMin3F32                          // v_min3_f32
	AMDMed3F32                          // v_med3_f32
	AMDMax3F16                          // v_max3_f16
	AMDMin3F16                          // v_min3_f16
	AMDMed3F16                          // v_med3_f16
	AMDMaxminF32                        // v_maxmin_f32
	AMDMinmaxF32                        // v_minmax_f32
	AMDMaxminF16                        // v_maxmin_f16
	AMDMinmaxF16                        // v_minmax_f16
	AMDMaximum3F32CDNA4                 // v_maximum3_f32
	AMDMinimum3F32CDNA4                 // v_minimum3_f32
	AMDPkMaximum3F16                    // v_pk_maximum3_f16
	AMDPkMinimum3F16                    // v_pk_minimum3_f16
	AMDMaxNumF32                        // v_max_num_f32
	AMDMaxNumF16                        // v_max_num_f16
	AMDMaxNumF64                        // v_max_num_f64
	AMDPkMaxNumF16                      // v_pk_max_num_f16
	AMDMaximumF32                       // v_maximum_f32
	AMDMaximumF16                       // v_maximum_f16
	AMDMaximumF64                       // v_maximum_f64
	AMDPkMaximumF16                     // v_pk_maximum_f16
	AMDMaximum3F32                      // v_maximum3_f32
	AMDMaximum3F16                      // v_maximum3_f16
	AMDMinNumF32                        // v_min_num_f32
	AMDMinNumF16                        // v_min_num_f16
	AMDMinNumF64                        // v_min_num_f64
	AMDPkMinNumF16                      // v_pk_min_num_f16
	AMDMinimumF32                       // v_minimum_f32
	AMDMinimumF16                       // v_minimum_f16
	AMDMinimumF64                       // v_minimum_f64
	AMDPkMinimumF16                     // v_pk_minimum_f16
	AMDMinimum3F32                      // v_minimum3_f32
	AMDMinimum3F16                      // v_minimum3_f16
	AMDMax3NumF32                       // v_max3_num_f32
	AMDMin3NumF32                       // v_min3_num_f32
	AMDMed3NumF32                       // v_med3_num_f32
	AMDMaxminNumF32                     // v_maxmin_num_f32
	AMDMinmaxNumF32                     // v_minmax_num_f32
	AMDMax3NumF16                       // v_max3_num_f16
	AMDMin3NumF16                       // v_min3_num_f16
	AMDMed3NumF16                       // v_med3_num_f16
	AMDMaxminNumF16                     // v_maxmin_num_f16
	AMDMinmaxNumF16                     // v_minmax_num_f16
	AMDMaximumminimumF32                // v_maximumminimum_f32
	AMDMinimummaximumF32                // v_minimummaximum_f32
	AMDMaximumminimumF16                // v_maximumminimum_f16
	AMDMinimummaximumF16                // v_minimummaximum_f16
	AMDMaxI32                           // v_max_i32
	AMDMinI32                           // v_min_i32
	AMDMaxU32                           // v_max_u32
	AMDMinU32                           // v_min_u32
	AMDMaxI16                           // v_max_i16
	AMDMinI16                           // v_min_i16
	AMDMaxU16                           // v_max_u16
	AMDMinU16                           // v_min_u16
	AMDMax3I32                          // v_max3_i32
	AMDMin3I32                          // v_min3_i32
	AMDMed3I32                          // v_med3_i32
	AMDMax3U32                          // v_max3_u32
	AMDMin3U32                          // v_min3_u32
	AMDMed3U32                          // v_med3_u32
	AMDMax3I16                          // v_max3_i16
	AMDMin3I16                          // v_min3_i16
	AMDMed3I16                          // v_med3_i16
	AMDMax3U16                          // v_max3_u16
	AMDMin3U16                          // v_min3_u16
	AMDMed3U16                          // v_med3_u16
	AMDPkMaxI16                         // v_pk_max_i16
	AMDPkMinI16                         // v_pk_min_i16
	AMDPkMaxU16                         // v_pk_max_u16
	AMDPkMinU16                         // v_pk_min_u16
	AMDMaxminU32                        // v_maxmin_u32
	AMDMinmaxU32                        // v_minmax_u32
	AMDMaxminI32                        // v_maxmin_i32
	AMDMinmaxI32                        // v_minmax_i32
)

var amdModels = [...]AMDModel{
	{},
	{ID: AMDMaxF32, Go: "AMDMaxF32", Mnemonic: "v_max_f32", Kind: "max", Type: "f32", NaN: "ieee", Source: SrcAMDMax, Notes: "IEEE: sNaN → quiet(S0) then quiet(S1); a qNaN loses; +0 > −0"},
	{ID: AMDMaxF16, Go: "AMDMaxF16", Mnemonic: "v_max_f16", Kind: "max", Type: "f16", NaN: "ieee", Source: SrcAMDMax, Notes: "as v_max_f32 on f16"},
	{ID: AMDMaxF64, Go: "AMDMaxF64", Mnemonic: "v_max_f64", Kind: "max", Type: "f64", NaN: "ieee", Source: SrcAMDMax, Notes: "as v_max_f32 on f64"},
	{ID: AMDPkMaxF16, Go: "AMDPkMaxF16", Mnemonic: "v_pk_max_f16", Kind: "max", Type: "f16", Packed: true, NaN: "ieee", Source: SrcAMDPk},
	{ID: AMDMinF32, Go: "AMDMinF32", Mnemonic: "v_min_f32", Kind: "min", Type: "f32", NaN: "ieee", Source: SrcAMDMax, Notes: "IEEE: sNaN → quiet(S0) then quiet(S1); a qNaN loses; +0 > −0"},
	{ID: AMDMinF16, Go: "AMDMinF16", Mnemonic: "v_min_f16", Kind: "min", Type: "f16", NaN: "ieee", Source: SrcAMDMax, Notes: "as v_min_f32 on f16"},
	{ID: AMDMinF64, Go: "AMDMinF64", Mnemonic: "v_min_f64", Kind: "min", Type: "f64", NaN: "ieee", Source: SrcAMDMax, Notes: "as v_min_f32 on f64"},
	{ID: AMDPkMinF16, Go: "AMDPkMinF16", Mnemonic: "v_pk_min_f16", Kind: "min", Type: "f16", Packed: true, NaN: "ieee", Source: SrcAMDPk},
	{ID: AMDMax3F32, Go: "AMDMax3F32", Mnemonic: "v_max3_f32", Kind: "max3", Type: "f32", NaN: "ieee", Source: SrcAMD3},
	{ID: AMDMin3F32, Go: "AMDMin3F32", Mnemonic: "v_min3_f32", Kind: "min3", Type: "f32", NaN: "ieee", Source: SrcAMD3},
	{ID: AMDMed3F32, Go: "AMDMed3F32", Mnemonic: "v_med3_f32", Kind: "med3", Type: "f32", NaN: "ieee", Source: SrcAMD3},
	{ID: AMDMax3F16, Go: "AMDMax3F16", Mnemonic: "v_max3_f16", Kind: "max3", Type: "f16", NaN: "ieee", Source: SrcAMD3},
	{ID: AMDMin3F16, Go: "AMDMin3F16", Mnemonic: "v_min3_f16", Kind: "min3", Type: "f16", NaN: "ieee", Source: SrcAMD3},
	{ID: AMDMed3F16, Go: "AMDMed3F16", Mnemonic: "v_med3_f16", Kind: "med3", Type: "f16", NaN: "ieee", Source: SrcAMD3},
	{ID: AMDMaxminF32, Go: "AMDMaxminF32", Mnemonic: "v_maxmin_f32", Kind: "maxmin", Type: "f32", NaN: "ieee", Source: SrcAMD3, Notes: "min(max(a, b), c)"},
	{ID: AMDMinmaxF32, Go: "AMDMinmaxF32", Mnemonic: "v_minmax_f32", Kind: "minmax", Type: "f32", NaN: "ieee", Source: SrcAMD3, Notes: "max(min(a, b), c)"},
	{ID: AMDMaxminF16, Go: "AMDMaxminF16", Mnemonic: "v_maxmin_f16", Kind: "maxmin", Type: "f16", NaN: "ieee", Source: SrcAMD3, Notes: "min(max(a, b), c)"},
	{ID: AMDMinmaxF16, Go: "AMDMinmaxF16", Mnemonic: "v_minmax_f16", Kind: "minmax", Type: "f16", NaN: "ieee", Source: SrcAMD3, Notes: "max(min(a, b), c)"},
	{ID: AMDMaximum3F32CDNA4, Go: "AMDMaximum3F32CDNA4", Mnemonic: "v_maximum3_f32", Kind: "max3", Type: "f32", NaN: "maximum-forced", Source: SrcAMD950, Notes: "IEEE maximum of three", Family: 9},
	{ID: AMDMinimum3F32CDNA4, Go: "AMDMinimum3F32CDNA4", Mnemonic: "v_minimum3_f32", Kind: "min3", Type: "f32", NaN: "maximum-forced", Source: SrcAMD950, Notes: "IEEE minimum of three", Family: 9},
	{ID: AMDPkMaximum3F16, Go: "AMDPkMaximum3F16", Mnemonic: "v_pk_maximum3_f16", Kind: "max3", Type: "f16", Packed: true, NaN: "maximum-forced", Source: SrcAMD950, Notes: "IEEE maximum of three"},
	{ID: AMDPkMinimum3F16, Go: "AMDPkMinimum3F16", Mnemonic: "v_pk_minimum3_f16", Kind: "min3", Type: "f16", Packed: true, NaN: "maximum-forced", Source: SrcAMD950, Notes: "IEEE minimum of three"},
	{ID: AMDMaxNumF32, Go: "AMDMaxNumF32", Mnemonic: "v_max_num_f32", Kind: "max", Type: "f32", NaN: "num", Source: SrcAMD12},
	{ID: AMDMaxNumF16, Go: "AMDMaxNumF16", Mnemonic: "v_max_num_f16", Kind: "max", Type: "f16", NaN: "num", Source: SrcAMD12},
	{ID: AMDMaxNumF64, Go: "AMDMaxNumF64", Mnemonic: "v_max_num_f64", Kind: "max", Type: "f64", NaN: "num", Source: SrcAMD12},
	{ID: AMDPkMaxNumF16, Go: "AMDPkMaxNumF16", Mnemonic: "v_pk_max_num_f16", Kind: "max", Type: "f16", Packed: true, NaN: "num", Source: SrcAMD12},
	{ID: AMDMaximumF32, Go: "AMDMaximumF32", Mnemonic: "v_maximum_f32", Kind: "max", Type: "f32", NaN: "maximum", Source: SrcAMDMaxim},
	{ID: AMDMaximumF16, Go: "AMDMaximumF16", Mnemonic: "v_maximum_f16", Kind: "max", Type: "f16", NaN: "maximum", Source: SrcAMDMaxim},
	{ID: AMDMaximumF64, Go: "AMDMaximumF64", Mnemonic: "v_maximum_f64", Kind: "max", Type: "f64", NaN: "maximum", Source: SrcAMDMaxim},
	{ID: AMDPkMaximumF16, Go: "AMDPkMaximumF16", Mnemonic: "v_pk_maximum_f16", Kind: "max", Type: "f16", Packed: true, NaN: "maximum", Source: SrcAMDMaxim},
	{ID: AMDMaximum3F32, Go: "AMDMaximum3F32", Mnemonic: "v_maximum3_f32", Kind: "max3", Type: "f32", NaN: "maximum", Source: SrcAMDMaxim, Family: 12},
	{ID: AMDMaximum3F16, Go: "AMDMaximum3F16", Mnemonic: "v_maximum3_f16", Kind: "max3", Type: "f16", NaN: "maximum", Source: SrcAMDMaxim},
	{ID: AMDMinNumF32, Go: "AMDMinNumF32", Mnemonic: "v_min_num_f32", Kind: "min", Type: "f32", NaN: "num", Source: SrcAMD12},
	{ID: AMDMinNumF16, Go: "AMDMinNumF16", Mnemonic: "v_min_num_f16", Kind: "min", Type: "f16", NaN: "num", Source: SrcAMD12},
	{ID: AMDMinNumF64, Go: "AMDMinNumF64", Mnemonic: "v_min_num_f64", Kind: "min", Type: "f64", NaN: "num", Source: SrcAMD12},
	{ID: AMDPkMinNumF16, Go: "AMDPkMinNumF16", Mnemonic: "v_pk_min_num_f16", Kind: "min", Type: "f16", Packed: true, NaN: "num", Source: SrcAMD12},
	{ID: AMDMinimumF32, Go: "AMDMinimumF32", Mnemonic: "v_minimum_f32", Kind: "min", Type: "f32", NaN: "maximum", Source: SrcAMDMaxim},
	{ID: AMDMinimumF16, Go: "AMDMinimumF16", Mnemonic: "v_minimum_f16", Kind: "min", Type: "f16", NaN: "maximum", Source: SrcAMDMaxim},
	{ID: AMDMinimumF64, Go: "AMDMinimumF64", Mnemonic: "v_minimum_f64", Kind: "min", Type: "f64", NaN: "maximum", Source: SrcAMDMaxim},
	{ID: AMDPkMinimumF16, Go: "AMDPkMinimumF16", Mnemonic: "v_pk_minimum_f16", Kind: "min", Type: "f16", Packed: true, NaN: "maximum", Source: SrcAMDMaxim},
	{ID: AMDMinimum3F32, Go: "AMDMinimum3F32", Mnemonic: "v_minimum3_f32", Kind: "min3", Type: "f32", NaN: "maximum", Source: SrcAMDMaxim, Family: 12},
	{ID: AMDMinimum3F16, Go: "AMDMinimum3F16", Mnemonic: "v_minimum3_f16", Kind: "min3", Type: "f16", NaN: "maximum", Source: SrcAMDMaxim},
	{ID: AMDMax3NumF32, Go: "AMDMax3NumF32", Mnemonic: "v_max3_num_f32", Kind: "max3", Type: "f32", NaN: "num", Source: SrcAMD12 + "; " + SrcAMD3},
	{ID: AMDMin3NumF32, Go: "AMDMin3NumF32", Mnemonic: "v_min3_num_f32", Kind: "min3", Type: "f32", NaN: "num", Source: SrcAMD12 + "; " + SrcAMD3},
	{ID: AMDMed3NumF32, Go: "AMDMed3NumF32", Mnemonic: "v_med3_num_f32", Kind: "med3", Type: "f32", NaN: "num", Source: SrcAMD12 + "; " + SrcAMD3},
	{ID: AMDMaxminNumF32, Go: "AMDMaxminNumF32", Mnemonic: "v_maxmin_num_f32", Kind: "maxmin", Type: "f32", NaN: "num", Source: SrcAMD12, Notes: "min(max(a, b), c)"},
	{ID: AMDMinmaxNumF32, Go: "AMDMinmaxNumF32", Mnemonic: "v_minmax_num_f32", Kind: "minmax", Type: "f32", NaN: "num", Source: SrcAMD12, Notes: "max(min(a, b), c)"},
	{ID: AMDMax3NumF16, Go: "AMDMax3NumF16", Mnemonic: "v_max3_num_f16", Kind: "max3", Type: "f16", NaN: "num", Source: SrcAMD12 + "; " + SrcAMD3},
	{ID: AMDMin3NumF16, Go: "AMDMin3NumF16", Mnemonic: "v_min3_num_f16", Kind: "min3", Type: "f16", NaN: "num", Source: SrcAMD12 + "; " + SrcAMD3},
	{ID: AMDMed3NumF16, Go: "AMDMed3NumF16", Mnemonic: "v_med3_num_f16", Kind: "med3", Type: "f16", NaN: "num", Source: SrcAMD12 + "; " + SrcAMD3},
	{ID: AMDMaxminNumF16, Go: "AMDMaxminNumF16", Mnemonic: "v_maxmin_num_f16", Kind: "maxmin", Type: "f16", NaN: "num", Source: SrcAMD12, Notes: "min(max(a, b), c)"},
	{ID: AMDMinmaxNumF16, Go: "AMDMinmaxNumF16", Mnemonic: "v_minmax_num_f16", Kind: "minmax", Type: "f16", NaN: "num", Source: SrcAMD12, Notes: "max(min(a, b), c)"},
	{ID: AMDMaximumminimumF32, Go: "AMDMaximumminimumF32", Mnemonic: "v_maximumminimum_f32", Kind: "maxmin", Type: "f32", NaN: "maximum", Source: SrcAMDMaxim, Notes: "minimum(maximum(a, b), c)"},
	{ID: AMDMinimummaximumF32, Go: "AMDMinimummaximumF32", Mnemonic: "v_minimummaximum_f32", Kind: "minmax", Type: "f32", NaN: "maximum", Source: SrcAMDMaxim, Notes: "maximum(minimum(a, b), c)"},
	{ID: AMDMaximumminimumF16, Go: "AMDMaximumminimumF16", Mnemonic: "v_maximumminimum_f16", Kind: "maxmin", Type: "f16", NaN: "maximum", Source: SrcAMDMaxim, Notes: "minimum(maximum(a, b), c)"},
	{ID: AMDMinimummaximumF16, Go: "AMDMinimummaximumF16", Mnemonic: "v_minimummaximum_f16", Kind: "minmax", Type: "f16", NaN: "maximum", Source: SrcAMDMaxim, Notes: "maximum(minimum(a, b), c)"},
	{ID: AMDMaxI32, Go: "AMDMaxI32", Mnemonic: "v_max_i32", Kind: "max", Type: "i32", Source: SrcAMDInt},
	{ID: AMDMinI32, Go: "AMDMinI32", Mnemonic: "v_min_i32", Kind: "min", Type: "i32", Source: SrcAMDInt},
	{ID: AMDMaxU32, Go: "AMDMaxU32", Mnemonic: "v_max_u32", Kind: "max", Type: "u32", Source: SrcAMDInt},
	{ID: AMDMinU32, Go: "AMDMinU32", Mnemonic: "v_min_u32", Kind: "min", Type: "u32", Source: SrcAMDInt},
	{ID: AMDMaxI16, Go: "AMDMaxI16", Mnemonic: "v_max_i16", Kind: "max", Type: "i16", Source: SrcAMDInt},
	{ID: AMDMinI16, Go: "AMDMinI16", Mnemonic: "v_min_i16", Kind: "min", Type: "i16", Source: SrcAMDInt},
	{ID: AMDMaxU16, Go: "AMDMaxU16", Mnemonic: "v_max_u16", Kind: "max", Type: "u16", Source: SrcAMDInt},
	{ID: AMDMinU16, Go: "AMDMinU16", Mnemonic: "v_min_u16", Kind: "min", Type: "u16", Source: SrcAMDInt},
	{ID: AMDMax3I32, Go: "AMDMax3I32", Mnemonic: "v_max3_i32", Kind: "max3", Type: "i32", Source: SrcAMDInt},
	{ID: AMDMin3I32, Go: "AMDMin3I32", Mnemonic: "v_min3_i32", Kind: "min3", Type: "i32", Source: SrcAMDInt},
	{ID: AMDMed3I32, Go: "AMDMed3I32", Mnemonic: "v_med3_i32", Kind: "med3", Type: "i32", Source: SrcAMDInt},
	{ID: AMDMax3U32, Go: "AMDMax3U32", Mnemonic: "v_max3_u32", Kind: "max3", Type: "u32", Source: SrcAMDInt},
	{ID: AMDMin3U32, Go: "AMDMin3U32", Mnemonic: "v_min3_u32", Kind: "min3", Type: "u32", Source: SrcAMDInt},
	{ID: AMDMed3U32, Go: "AMDMed3U32", Mnemonic: "v_med3_u32", Kind: "med3", Type: "u32", Source: SrcAMDInt},
	{ID: AMDMax3I16, Go: "AMDMax3I16", Mnemonic: "v_max3_i16", Kind: "max3", Type: "i16", Source: SrcAMDInt},
	{ID: AMDMin3I16, Go: "AMDMin3I16", Mnemonic: "v_min3_i16", Kind: "min3", Type: "i16", Source: SrcAMDInt},
	{ID: AMDMed3I16, Go: "AMDMed3I16", Mnemonic: "v_med3_i16", Kind: "med3", Type: "i16", Source: SrcAMDInt},
	{ID: AMDMax3U16, Go: "AMDMax3U16", Mnemonic: "v_max3_u16", Kind: "max3", Type: "u16", Source: SrcAMDInt},
	{ID: AMDMin3U16, Go: "AMDMin3U16", Mnemonic: "v_min3_u16", Kind: "min3", Type: "u16", Source: SrcAMDInt},
	{ID: AMDMed3U16, Go: "AMDMed3U16", Mnemonic: "v_med3_u16", Kind: "med3", Type: "u16", Source: SrcAMDInt},
	{ID: AMDPkMaxI16, Go: "AMDPkMaxI16", Mnemonic: "v_pk_max_i16", Kind: "max", Type: "i16", Packed: true, Source: SrcAMDInt},
	{ID: AMDPkMinI16, Go: "AMDPkMinI16", Mnemonic: "v_pk_min_i16", Kind: "min", Type: "i16", Packed: true, Source: SrcAMDInt},
	{ID: AMDPkMaxU16, Go: "AMDPkMaxU16", Mnemonic: "v_pk_max_u16", Kind: "max", Type: "u16", Packed: true, Source: SrcAMDInt},
	{ID: AMDPkMinU16, Go: "AMDPkMinU16", Mnemonic: "v_pk_min_u16", Kind: "min", Type: "u16", Packed: true, Source: SrcAMDInt},
	{ID: AMDMaxminU32, Go: "AMDMaxminU32", Mnemonic: "v_maxmin_u32", Kind: "maxmin", Type: "u32", Source: SrcAMDInt},
	{ID: AMDMinmaxU32, Go: "AMDMinmaxU32", Mnemonic: "v_minmax_u32", Kind: "minmax", Type: "u32", Source: SrcAMDInt},
	{ID: AMDMaxminI32, Go: "AMDMaxminI32", Mnemonic: "v_maxmin_i32", Kind: "maxmin", Type: "i32", Source: SrcAMDInt},
	{ID: AMDMinmaxI32, Go: "AMDMinmaxI32", Mnemonic: "v_minmax_i32", Kind: "minmax", Type: "i32", Source: SrcAMDInt},
}
