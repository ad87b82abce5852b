// Expected text and bytes from: llvm-mc-19 -triple=amdgcn -mcpu=gfx1200 -show-encoding; "// DIS:" is what llvm-mc-19 -disassemble prints for those bytes where it differs. Regenerate: go test ./targets/amdgcn -run TestGoldenAsm -update
global_load_b128 v[2:5], v0, s[0:1] offset:16 // global_load_b128 v[2:5], v0, s[0:1] offset:16 // 00c005ee0200000000100000
global_load_b32 v1, v0, s[0:1] offset:16 // global_load_b32 v1, v0, s[0:1] offset:16 // 000005ee0100000000100000
global_load_b64 v[2:3], v0, s[0:1] offset:16 // global_load_b64 v[2:3], v0, s[0:1] offset:16 // 004005ee0200000000100000
global_load_b96 v[2:4], v0, s[0:1] offset:16 // global_load_b96 v[2:4], v0, s[0:1] offset:16 // 008005ee0200000000100000
global_load_dword v1, v0, s[0:1] offset:16 // global_load_b32 v1, v0, s[0:1] offset:16 // 000005ee0100000000100000
global_load_dwordx2 v[2:3], v0, s[0:1] offset:16 // global_load_b64 v[2:3], v0, s[0:1] offset:16 // 004005ee0200000000100000
global_load_dwordx3 v[2:4], v0, s[0:1] offset:16 // global_load_b96 v[2:4], v0, s[0:1] offset:16 // 008005ee0200000000100000
global_load_dwordx4 v[2:5], v0, s[0:1] offset:16 // global_load_b128 v[2:5], v0, s[0:1] offset:16 // 00c005ee0200000000100000
global_load_u16 v1, v0, s[0:1] offset:16 // global_load_u16 v1, v0, s[0:1] offset:16 // 008004ee0100000000100000
global_load_ushort v1, v0, s[0:1] offset:16 // global_load_u16 v1, v0, s[0:1] offset:16 // 008004ee0100000000100000
global_store_b128 v0, v[2:5], s[0:1] offset:16 // global_store_b128 v0, v[2:5], s[0:1] offset:16 // 004007ee0000000100100000
global_store_b16 v0, v1, s[0:1] offset:16 // global_store_b16 v0, v1, s[0:1] offset:16 // 004006ee0000800000100000
global_store_b32 v0, v1, s[0:1] offset:16 // global_store_b32 v0, v1, s[0:1] offset:16 // 008006ee0000800000100000
global_store_b64 v0, v[2:3], s[0:1] offset:16 // global_store_b64 v0, v[2:3], s[0:1] offset:16 // 00c006ee0000000100100000
global_store_b96 v0, v[2:4], s[0:1] offset:16 // global_store_b96 v0, v[2:4], s[0:1] offset:16 // 000007ee0000000100100000
global_store_dword v0, v1, s[0:1] offset:16 // global_store_b32 v0, v1, s[0:1] offset:16 // 008006ee0000800000100000
global_store_dwordx2 v0, v[2:3], s[0:1] offset:16 // global_store_b64 v0, v[2:3], s[0:1] offset:16 // 00c006ee0000000100100000
global_store_dwordx3 v0, v[2:4], s[0:1] offset:16 // global_store_b96 v0, v[2:4], s[0:1] offset:16 // 000007ee0000000100100000
global_store_dwordx4 v0, v[2:5], s[0:1] offset:16 // global_store_b128 v0, v[2:5], s[0:1] offset:16 // 004007ee0000000100100000
global_store_short v0, v1, s[0:1] offset:16 // global_store_b16 v0, v1, s[0:1] offset:16 // 004006ee0000800000100000
s_add_co_ci_u32 s2, s3, s4 // s_add_co_ci_u32 s2, s3, s4 // 03040282
s_add_co_i32 s2, s3, s4 // s_add_co_i32 s2, s3, s4 // 03040281
s_add_co_u32 s2, s3, s4 // s_add_co_u32 s2, s3, s4 // 03040280
s_add_i32 s2, s3, s4 // s_add_co_i32 s2, s3, s4 // 03040281
s_add_nc_u64 s[4:5], s[6:7], s[8:9] // s_add_nc_u64 s[4:5], s[6:7], s[8:9] // 060884a9
s_add_u32 s2, s3, s4 // s_add_co_u32 s2, s3, s4 // 03040280
s_addc_u32 s2, s3, s4 // s_add_co_ci_u32 s2, s3, s4 // 03040282
s_addk_co_i32 s5, 0x7fff // s_addk_co_i32 s5, 0x7fff // ff7f85b7
s_addk_i32 s5, 0x7fff // s_addk_co_i32 s5, 0x7fff // ff7f85b7
s_and_b32 s2, s3, s4 // s_and_b32 s2, s3, s4 // 0304028b
s_and_b64 s[4:5], s[6:7], s[8:9] // s_and_b64 s[4:5], s[6:7], s[8:9] // 0608848b
s_and_not1_b32 s2, s3, s4 // s_and_not1_b32 s2, s3, s4 // 03040291
s_and_not1_b64 s[4:5], s[6:7], s[8:9] // s_and_not1_b64 s[4:5], s[6:7], s[8:9] // 06088491
s_and_not1_saveexec_b32 s2, s3 // s_and_not1_saveexec_b32 s2, s3 // 033082be
s_and_not1_saveexec_b64 s[4:5], s[6:7] // s_and_not1_saveexec_b64 s[4:5], s[6:7] // 063184be
s_and_saveexec_b32 s2, s3 // s_and_saveexec_b32 s2, s3 // 032082be
s_and_saveexec_b64 s[4:5], s[6:7] // s_and_saveexec_b64 s[4:5], s[6:7] // 062184be
s_andn2_b32 s2, s3, s4 // s_and_not1_b32 s2, s3, s4 // 03040291
s_andn2_b64 s[4:5], s[6:7], s[8:9] // s_and_not1_b64 s[4:5], s[6:7], s[8:9] // 06088491
s_andn2_saveexec_b32 s2, s3 // s_and_not1_saveexec_b32 s2, s3 // 033082be
s_andn2_saveexec_b64 s[4:5], s[6:7] // s_and_not1_saveexec_b64 s[4:5], s[6:7] // 063184be
s_bitcmp0_b32 s3, s4 // s_bitcmp0_b32 s3, s4 // 03040cbf
s_bitcmp1_b32 s3, s4 // s_bitcmp1_b32 s3, s4 // 03040dbf
s_branch 3 // s_branch 3 // 0300a0bf
s_brev_b32 s2, s3 // s_brev_b32 s2, s3 // 030482be
s_cbranch_execnz 3 // s_cbranch_execnz 3 // 0300a6bf
s_cbranch_execz 3 // s_cbranch_execz 3 // 0300a5bf
s_cbranch_scc0 3 // s_cbranch_scc0 3 // 0300a1bf
s_cbranch_scc1 3 // s_cbranch_scc1 3 // 0300a2bf
s_cbranch_vccnz 3 // s_cbranch_vccnz 3 // 0300a4bf
s_cbranch_vccz 3 // s_cbranch_vccz 3 // 0300a3bf
s_clause 1 // s_clause 0x1 // 010085bf
s_cmp_eq_u32 s3, s4 // s_cmp_eq_u32 s3, s4 // 030406bf
s_cmp_eq_u64 s[6:7], s[8:9] // s_cmp_eq_u64 s[6:7], s[8:9] // 060810bf
s_cmp_lg_u32 s3, s4 // s_cmp_lg_u32 s3, s4 // 030407bf
s_cmp_o_f16 s3, s4 // s_cmp_o_f16 s3, s4 // 030457bf
s_cmp_o_f32 s3, s4 // s_cmp_o_f32 s3, s4 // 030447bf
s_cmp_u_f16 s3, s4 // s_cmp_u_f16 s3, s4 // 030458bf
s_cmp_u_f32 s3, s4 // s_cmp_u_f32 s3, s4 // 030448bf
s_cselect_b32 s2, s3, s4 // s_cselect_b32 s2, s3, s4 // 03040298
s_cselect_b64 s[4:5], s[6:7], s[8:9] // s_cselect_b64 s[4:5], s[6:7], s[8:9] // 06088498
s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1) // s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1) // 910087bf
s_endpgm // s_endpgm // 0000b0bf
s_getpc_b64 s[4:5] // s_getpc_b64 s[4:5] // 004784be
s_load_b128 s[0:3], s[4:5], 0x10 // s_load_b128 s[0:3], s[4:5], 0x10 // 024000f4100000f8
s_load_b256 s[0:7], s[4:5], 0x10 // s_load_b256 s[0:7], s[4:5], 0x10 // 026000f4100000f8
s_load_b32 s0, s[4:5], 0x10 // s_load_b32 s0, s[4:5], 0x10 // 020000f4100000f8
s_load_b512 s[0:15], s[4:5], 0x10 // s_load_b512 s[0:15], s[4:5], 0x10 // 028000f4100000f8
s_load_b64 s[0:1], s[4:5], 0x10 // s_load_b64 s[0:1], s[4:5], 0x10 // 022000f4100000f8
s_load_b96 s[0:2], s[4:5], 0x10 // s_load_b96 s[0:2], s[4:5], 0x10 // 02a000f4100000f8
s_load_dword s0, s[4:5], 0x10 // s_load_b32 s0, s[4:5], 0x10 // 020000f4100000f8
s_load_dwordx16 s[0:15], s[4:5], 0x10 // s_load_b512 s[0:15], s[4:5], 0x10 // 028000f4100000f8
s_load_dwordx2 s[0:1], s[4:5], 0x10 // s_load_b64 s[0:1], s[4:5], 0x10 // 022000f4100000f8
s_load_dwordx4 s[0:3], s[4:5], 0x10 // s_load_b128 s[0:3], s[4:5], 0x10 // 024000f4100000f8
s_load_dwordx8 s[0:7], s[4:5], 0x10 // s_load_b256 s[0:7], s[4:5], 0x10 // 026000f4100000f8
s_load_u16 s0, s[4:5], 0x10 // s_load_u16 s0, s[4:5], 0x10 // 026001f4100000f8
s_lshl_b32 s2, s3, s4 // s_lshl_b32 s2, s3, s4 // 03040284
s_lshl_b64 s[4:5], s[6:7], s4 // s_lshl_b64 s[4:5], s[6:7], s4 // 06048484
s_lshr_b32 s2, s3, s4 // s_lshr_b32 s2, s3, s4 // 03040285
s_max_f16 s2, s3, s4 // s_max_num_f16 s2, s3, s4 // 030402a6
s_max_f32 s2, s3, s4 // s_max_num_f32 s2, s3, s4 // 030482a1
s_max_i32 s2, s3, s4 // s_max_i32 s2, s3, s4 // 0304028a
s_max_num_f16 s2, s3, s4 // s_max_num_f16 s2, s3, s4 // 030402a6
s_max_num_f32 s2, s3, s4 // s_max_num_f32 s2, s3, s4 // 030482a1
s_max_u32 s2, s3, s4 // s_max_u32 s2, s3, s4 // 0304828a
s_maximum_f16 s2, s3, s4 // s_maximum_f16 s2, s3, s4 // 030402a9
s_maximum_f32 s2, s3, s4 // s_maximum_f32 s2, s3, s4 // 030402a8
s_min_f16 s2, s3, s4 // s_min_num_f16 s2, s3, s4 // 030482a5
s_min_f32 s2, s3, s4 // s_min_num_f32 s2, s3, s4 // 030402a1
s_min_i32 s2, s3, s4 // s_min_i32 s2, s3, s4 // 03040289
s_min_num_f16 s2, s3, s4 // s_min_num_f16 s2, s3, s4 // 030482a5
s_min_num_f32 s2, s3, s4 // s_min_num_f32 s2, s3, s4 // 030402a1
s_min_u32 s2, s3, s4 // s_min_u32 s2, s3, s4 // 03048289
s_minimum_f16 s2, s3, s4 // s_minimum_f16 s2, s3, s4 // 030482a8
s_minimum_f32 s2, s3, s4 // s_minimum_f32 s2, s3, s4 // 030482a7
s_mov_b32 s2, s3 // s_mov_b32 s2, s3 // 030082be
s_mov_b64 s[4:5], s[6:7] // s_mov_b64 s[4:5], s[6:7] // 060184be
s_movk_i32 s5, 0x7fff // s_movk_i32 s5, 0x7fff // ff7f05b0
s_mul_hi_u32 s2, s3, s4 // s_mul_hi_u32 s2, s3, s4 // 03048296
s_mul_i32 s2, s3, s4 // s_mul_i32 s2, s3, s4 // 03040296
s_mul_u64 s[4:5], s[6:7], s[8:9] // s_mul_u64 s[4:5], s[6:7], s[8:9] // 060884aa
s_mulk_i32 s5, 0x7fff // s_mulk_i32 s5, 0x7fff // ff7f05b8
s_nop 1 // s_nop 1 // 010080bf
s_or_b32 s2, s3, s4 // s_or_b32 s2, s3, s4 // 0304028c
s_or_b64 s[4:5], s[6:7], s[8:9] // s_or_b64 s[4:5], s[6:7], s[8:9] // 0608848c
s_or_saveexec_b32 s2, s3 // s_or_saveexec_b32 s2, s3 // 032282be
s_or_saveexec_b64 s[4:5], s[6:7] // s_or_saveexec_b64 s[4:5], s[6:7] // 062384be
s_pack_hh_b32_b16 s2, s3, s4 // s_pack_hh_b32_b16 s2, s3, s4 // 0304029a
s_pack_hl_b32_b16 s2, s3, s4 // s_pack_hl_b32_b16 s2, s3, s4 // 0304829a
s_pack_lh_b32_b16 s2, s3, s4 // s_pack_lh_b32_b16 s2, s3, s4 // 03048299
s_pack_ll_b32_b16 s2, s3, s4 // s_pack_ll_b32_b16 s2, s3, s4 // 03040299
s_sendmsg sendmsg(MSG_INTERRUPT) // s_sendmsg sendmsg(MSG_INTERRUPT) // 0100b6bf
s_setpc_b64 s[6:7] // s_setpc_b64 s[6:7] // 064880be
s_sext_i32_i16 s2, s3 // s_sext_i32_i16 s2, s3 // 030f82be
s_sext_i32_i8 s2, s3 // s_sext_i32_i8 s2, s3 // 030e82be
s_swappc_b64 s[4:5], s[6:7] // s_swappc_b64 s[4:5], s[6:7] // 064984be
s_wait_bvhcnt 1 // s_wait_bvhcnt 0x1 // 0100c3bf
s_wait_dscnt 1 // s_wait_dscnt 0x1 // 0100c6bf
s_wait_expcnt 1 // s_wait_expcnt 0x1 // 0100c4bf
s_wait_kmcnt 1 // s_wait_kmcnt 0x1 // 0100c7bf
s_wait_loadcnt 1 // s_wait_loadcnt 0x1 // 0100c0bf
s_wait_loadcnt_dscnt 1 // s_wait_loadcnt_dscnt 0x1 // 0100c8bf
s_wait_samplecnt 1 // s_wait_samplecnt 0x1 // 0100c2bf
s_wait_storecnt 1 // s_wait_storecnt 0x1 // 0100c1bf
s_waitcnt vmcnt(0) lgkmcnt(0) // s_waitcnt vmcnt(0) lgkmcnt(0) // 070089bf
s_xor_b32 s2, s3, s4 // s_xor_b32 s2, s3, s4 // 0304028d
s_xor_b64 s[4:5], s[6:7], s[8:9] // s_xor_b64 s[4:5], s[6:7], s[8:9] // 0608848d
s_xor_saveexec_b32 s2, s3 // s_xor_saveexec_b32 s2, s3 // 032482be
s_xor_saveexec_b64 s[4:5], s[6:7] // s_xor_saveexec_b64 s[4:5], s[6:7] // 062584be
v_add3_u32 v1, v2, v3, v4 // v_add3_u32 v1, v2, v3, v4 // 010055d602071204
v_add3_u32_e64 v1, v2, v3, v4 // v_add3_u32 v1, v2, v3, v4 // 010055d602071204
v_add3_u32_e64_dpp v1, v2, v3, v4 // ERROR
v_add_co_ci_u32 v1, vcc_lo, v2, v3, vcc_lo // v_add_co_ci_u32_e32 v1, vcc_lo, v2, v3, vcc_lo // 02070240
v_add_co_ci_u32_e64 v1, s10, v2, v3, s10 // v_add_co_ci_u32_e64 v1, s10, v2, v3, s10 // 010a20d502072a00
v_add_co_u32 v1, vcc_lo, v2, v3 // v_add_co_u32 v1, vcc_lo, v2, v3 // 016a00d702070200
v_add_co_u32_e64 v1, s10, v2, v3 // v_add_co_u32 v1, s10, v2, v3 // 010a00d702070200
v_add_lshl_u32 v1, v2, v3, v4 // v_add_lshl_u32 v1, v2, v3, v4 // 010047d602071204
v_add_lshl_u32_e64 v1, v2, v3, v4 // v_add_lshl_u32 v1, v2, v3, v4 // 010047d602071204
v_add_lshl_u32_e64_dpp v1, v2, v3, v4 // ERROR
v_add_nc_u32 v1, v2, v3 // v_add_nc_u32_e32 v1, v2, v3 // 0207024a
v_add_nc_u32_dpp v1, v2, v3 // ERROR
v_add_nc_u32_e64 v1, v2, v3 // v_add_nc_u32_e64 v1, v2, v3 // 010025d502070200
v_add_nc_u32_e64_dpp v1, v2, v3 // ERROR
v_add_u32 v1, v2, v3 // v_add_nc_u32_e32 v1, v2, v3 // 0207024a
v_add_u32_e64 v1, v2, v3 // v_add_nc_u32_e64 v1, v2, v3 // 010025d502070200
v_and_b32 v1, v2, v3 // v_and_b32_e32 v1, v2, v3 // 02070236
v_and_b32_dpp v1, v2, v3 // ERROR
v_and_b32_e64 v1, v2, v3 // v_and_b32_e64 v1, v2, v3 // 01001bd502070200
v_and_b32_e64_dpp v1, v2, v3 // ERROR
v_and_or_b32 v1, v2, v3, v4 // v_and_or_b32 v1, v2, v3, v4 // 010057d602071204
v_and_or_b32_e64 v1, v2, v3, v4 // v_and_or_b32 v1, v2, v3, v4 // 010057d602071204
v_and_or_b32_e64_dpp v1, v2, v3, v4 // ERROR
v_bfe_u32 v1, v2, v3, v4 // v_bfe_u32 v1, v2, v3, v4 // 010010d602071204
v_bfe_u32_e64 v1, v2, v3, v4 // v_bfe_u32 v1, v2, v3, v4 // 010010d602071204
v_bfe_u32_e64_dpp v1, v2, v3, v4 // ERROR
v_bfi_b32 v1, v2, v3, v4 // v_bfi_b32 v1, v2, v3, v4 // 010012d602071204
v_bfi_b32_e64 v1, v2, v3, v4 // v_bfi_b32 v1, v2, v3, v4 // 010012d602071204
v_bfi_b32_e64_dpp v1, v2, v3, v4 // ERROR
v_bfrev_b32 v1, v2 // v_bfrev_b32_e32 v1, v2 // 0271027e
v_bfrev_b32_dpp v1, v2 // ERROR
v_bfrev_b32_e64 v1, v2 // v_bfrev_b32_e64 v1, v2 // 0100b8d502010000
v_bfrev_b32_e64_dpp v1, v2 // ERROR
v_cmp_class_f16 vcc_lo, v2, v3 // v_cmp_class_f16_e32 vcc_lo, v2, v3 // 0207fa7c
v_cmp_class_f16_dpp vcc_lo, v2, v3 // ERROR
v_cmp_class_f16_e64 s10, v2, v3 // v_cmp_class_f16_e64 s10, v2, v3 // 0a007dd402070200
v_cmp_class_f16_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_class_f32 vcc_lo, v2, v3 // v_cmp_class_f32_e32 vcc_lo, v2, v3 // 0207fc7c
v_cmp_class_f32_dpp vcc_lo, v2, v3 // ERROR
v_cmp_class_f32_e64 s10, v2, v3 // v_cmp_class_f32_e64 s10, v2, v3 // 0a007ed402070200
v_cmp_class_f32_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_class_f64 vcc_lo, v[4:5], v3 // v_cmp_class_f64_e32 vcc_lo, v[4:5], v3 // 0407fe7c
v_cmp_class_f64_e64 s10, v[4:5], v3 // v_cmp_class_f64_e64 s10, v[4:5], v3 // 0a007fd404070200
v_cmp_eq_f16 vcc_lo, v2, v3 // v_cmp_eq_f16_e32 vcc_lo, v2, v3 // 0207047c
v_cmp_eq_f16_dpp vcc_lo, v2, v3 // ERROR
v_cmp_eq_f16_e64 s10, v2, v3 // v_cmp_eq_f16_e64 s10, v2, v3 // 0a0002d402070200
v_cmp_eq_f16_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_eq_f32 vcc_lo, v2, v3 // v_cmp_eq_f32_e32 vcc_lo, v2, v3 // 0207247c
v_cmp_eq_f32_dpp vcc_lo, v2, v3 // ERROR
v_cmp_eq_f32_e64 s10, v2, v3 // v_cmp_eq_f32_e64 s10, v2, v3 // 0a0012d402070200
v_cmp_eq_f32_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_eq_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_eq_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d447c
v_cmp_eq_f64_e64 s10, v[4:5], v[6:7] // v_cmp_eq_f64_e64 s10, v[4:5], v[6:7] // 0a0022d4040d0200
v_cmp_eq_i32 vcc_lo, v2, v3 // v_cmp_eq_i32_e32 vcc_lo, v2, v3 // 0207847c
v_cmp_eq_i32_dpp vcc_lo, v2, v3 // ERROR
v_cmp_eq_i32_e64 s10, v2, v3 // v_cmp_eq_i32_e64 s10, v2, v3 // 0a0042d402070200
v_cmp_eq_i32_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_eq_u16 vcc_lo, v2, v3 // v_cmp_eq_u16_e32 vcc_lo, v2, v3 // 0207747c
v_cmp_eq_u16_dpp vcc_lo, v2, v3 // ERROR
v_cmp_eq_u16_e64 s10, v2, v3 // v_cmp_eq_u16_e64 s10, v2, v3 // 0a003ad402070200
v_cmp_eq_u16_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_eq_u32 vcc_lo, v2, v3 // v_cmp_eq_u32_e32 vcc_lo, v2, v3 // 0207947c
v_cmp_eq_u32_dpp vcc_lo, v2, v3 // ERROR
v_cmp_eq_u32_e64 s10, v2, v3 // v_cmp_eq_u32_e64 s10, v2, v3 // 0a004ad402070200
v_cmp_eq_u32_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_eq_u64 vcc_lo, v[4:5], v[6:7] // v_cmp_eq_u64_e32 vcc_lo, v[4:5], v[6:7] // 040db47c
v_cmp_eq_u64_e64 s10, v[4:5], v[6:7] // v_cmp_eq_u64_e64 s10, v[4:5], v[6:7] // 0a005ad4040d0200
v_cmp_ge_f16 vcc_lo, v2, v3 // v_cmp_ge_f16_e32 vcc_lo, v2, v3 // 02070c7c
v_cmp_ge_f16_dpp vcc_lo, v2, v3 // ERROR
v_cmp_ge_f16_e64 s10, v2, v3 // v_cmp_ge_f16_e64 s10, v2, v3 // 0a0006d402070200
v_cmp_ge_f16_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_ge_f32 vcc_lo, v2, v3 // v_cmp_ge_f32_e32 vcc_lo, v2, v3 // 02072c7c
v_cmp_ge_f32_dpp vcc_lo, v2, v3 // ERROR
v_cmp_ge_f32_e64 s10, v2, v3 // v_cmp_ge_f32_e64 s10, v2, v3 // 0a0016d402070200
v_cmp_ge_f32_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_ge_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_ge_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d4c7c
v_cmp_ge_f64_e64 s10, v[4:5], v[6:7] // v_cmp_ge_f64_e64 s10, v[4:5], v[6:7] // 0a0026d4040d0200
v_cmp_ge_i32 vcc_lo, v2, v3 // v_cmp_ge_i32_e32 vcc_lo, v2, v3 // 02078c7c
v_cmp_ge_i32_dpp vcc_lo, v2, v3 // ERROR
v_cmp_ge_i32_e64 s10, v2, v3 // v_cmp_ge_i32_e64 s10, v2, v3 // 0a0046d402070200
v_cmp_ge_i32_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_ge_u32 vcc_lo, v2, v3 // v_cmp_ge_u32_e32 vcc_lo, v2, v3 // 02079c7c
v_cmp_ge_u32_dpp vcc_lo, v2, v3 // ERROR
v_cmp_ge_u32_e64 s10, v2, v3 // v_cmp_ge_u32_e64 s10, v2, v3 // 0a004ed402070200
v_cmp_ge_u32_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_gt_f16 vcc_lo, v2, v3 // v_cmp_gt_f16_e32 vcc_lo, v2, v3 // 0207087c
v_cmp_gt_f16_dpp vcc_lo, v2, v3 // ERROR
v_cmp_gt_f16_e64 s10, v2, v3 // v_cmp_gt_f16_e64 s10, v2, v3 // 0a0004d402070200
v_cmp_gt_f16_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_gt_f32 vcc_lo, v2, v3 // v_cmp_gt_f32_e32 vcc_lo, v2, v3 // 0207287c
v_cmp_gt_f32_dpp vcc_lo, v2, v3 // ERROR
v_cmp_gt_f32_e64 s10, v2, v3 // v_cmp_gt_f32_e64 s10, v2, v3 // 0a0014d402070200
v_cmp_gt_f32_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_gt_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_gt_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d487c
v_cmp_gt_f64_e64 s10, v[4:5], v[6:7] // v_cmp_gt_f64_e64 s10, v[4:5], v[6:7] // 0a0024d4040d0200
v_cmp_gt_i16 vcc_lo, v2, v3 // v_cmp_gt_i16_e32 vcc_lo, v2, v3 // 0207687c
v_cmp_gt_i16_dpp vcc_lo, v2, v3 // ERROR
v_cmp_gt_i16_e64 s10, v2, v3 // v_cmp_gt_i16_e64 s10, v2, v3 // 0a0034d402070200
v_cmp_gt_i16_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_gt_i32 vcc_lo, v2, v3 // v_cmp_gt_i32_e32 vcc_lo, v2, v3 // 0207887c
v_cmp_gt_i32_dpp vcc_lo, v2, v3 // ERROR
v_cmp_gt_i32_e64 s10, v2, v3 // v_cmp_gt_i32_e64 s10, v2, v3 // 0a0044d402070200
v_cmp_gt_i32_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_gt_i64 vcc_lo, v[4:5], v[6:7] // v_cmp_gt_i64_e32 vcc_lo, v[4:5], v[6:7] // 040da87c
v_cmp_gt_i64_e64 s10, v[4:5], v[6:7] // v_cmp_gt_i64_e64 s10, v[4:5], v[6:7] // 0a0054d4040d0200
v_cmp_gt_u32 vcc_lo, v2, v3 // v_cmp_gt_u32_e32 vcc_lo, v2, v3 // 0207987c
v_cmp_gt_u32_dpp vcc_lo, v2, v3 // ERROR
v_cmp_gt_u32_e64 s10, v2, v3 // v_cmp_gt_u32_e64 s10, v2, v3 // 0a004cd402070200
v_cmp_gt_u32_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_gt_u64 vcc_lo, v[4:5], v[6:7] // v_cmp_gt_u64_e32 vcc_lo, v[4:5], v[6:7] // 040db87c
v_cmp_gt_u64_e64 s10, v[4:5], v[6:7] // v_cmp_gt_u64_e64 s10, v[4:5], v[6:7] // 0a005cd4040d0200
v_cmp_le_f16 vcc_lo, v2, v3 // v_cmp_le_f16_e32 vcc_lo, v2, v3 // 0207067c
v_cmp_le_f16_dpp vcc_lo, v2, v3 // ERROR
v_cmp_le_f16_e64 s10, v2, v3 // v_cmp_le_f16_e64 s10, v2, v3 // 0a0003d402070200
v_cmp_le_f16_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_le_f32 vcc_lo, v2, v3 // v_cmp_le_f32_e32 vcc_lo, v2, v3 // 0207267c
v_cmp_le_f32_dpp vcc_lo, v2, v3 // ERROR
v_cmp_le_f32_e64 s10, v2, v3 // v_cmp_le_f32_e64 s10, v2, v3 // 0a0013d402070200
v_cmp_le_f32_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_le_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_le_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d467c
v_cmp_le_f64_e64 s10, v[4:5], v[6:7] // v_cmp_le_f64_e64 s10, v[4:5], v[6:7] // 0a0023d4040d0200
v_cmp_le_i32 vcc_lo, v2, v3 // v_cmp_le_i32_e32 vcc_lo, v2, v3 // 0207867c
v_cmp_le_i32_dpp vcc_lo, v2, v3 // ERROR
v_cmp_le_i32_e64 s10, v2, v3 // v_cmp_le_i32_e64 s10, v2, v3 // 0a0043d402070200
v_cmp_le_i32_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_le_u32 vcc_lo, v2, v3 // v_cmp_le_u32_e32 vcc_lo, v2, v3 // 0207967c
v_cmp_le_u32_dpp vcc_lo, v2, v3 // ERROR
v_cmp_le_u32_e64 s10, v2, v3 // v_cmp_le_u32_e64 s10, v2, v3 // 0a004bd402070200
v_cmp_le_u32_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_lg_f16 vcc_lo, v2, v3 // v_cmp_lg_f16_e32 vcc_lo, v2, v3 // 02070a7c
v_cmp_lg_f16_dpp vcc_lo, v2, v3 // ERROR
v_cmp_lg_f16_e64 s10, v2, v3 // v_cmp_lg_f16_e64 s10, v2, v3 // 0a0005d402070200
v_cmp_lg_f16_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_lg_f32 vcc_lo, v2, v3 // v_cmp_lg_f32_e32 vcc_lo, v2, v3 // 02072a7c
v_cmp_lg_f32_dpp vcc_lo, v2, v3 // ERROR
v_cmp_lg_f32_e64 s10, v2, v3 // v_cmp_lg_f32_e64 s10, v2, v3 // 0a0015d402070200
v_cmp_lg_f32_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_lg_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_lg_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d4a7c
v_cmp_lg_f64_e64 s10, v[4:5], v[6:7] // v_cmp_lg_f64_e64 s10, v[4:5], v[6:7] // 0a0025d4040d0200
v_cmp_lt_f16 vcc_lo, v2, v3 // v_cmp_lt_f16_e32 vcc_lo, v2, v3 // 0207027c
v_cmp_lt_f16_dpp vcc_lo, v2, v3 // ERROR
v_cmp_lt_f16_e64 s10, v2, v3 // v_cmp_lt_f16_e64 s10, v2, v3 // 0a0001d402070200
v_cmp_lt_f16_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_lt_f32 vcc_lo, v2, v3 // v_cmp_lt_f32_e32 vcc_lo, v2, v3 // 0207227c
v_cmp_lt_f32_dpp vcc_lo, v2, v3 // ERROR
v_cmp_lt_f32_e64 s10, v2, v3 // v_cmp_lt_f32_e64 s10, v2, v3 // 0a0011d402070200
v_cmp_lt_f32_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_lt_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_lt_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d427c
v_cmp_lt_f64_e64 s10, v[4:5], v[6:7] // v_cmp_lt_f64_e64 s10, v[4:5], v[6:7] // 0a0021d4040d0200
v_cmp_lt_i16 vcc_lo, v2, v3 // v_cmp_lt_i16_e32 vcc_lo, v2, v3 // 0207627c
v_cmp_lt_i16_dpp vcc_lo, v2, v3 // ERROR
v_cmp_lt_i16_e64 s10, v2, v3 // v_cmp_lt_i16_e64 s10, v2, v3 // 0a0031d402070200
v_cmp_lt_i16_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_lt_i32 vcc_lo, v2, v3 // v_cmp_lt_i32_e32 vcc_lo, v2, v3 // 0207827c
v_cmp_lt_i32_dpp vcc_lo, v2, v3 // ERROR
v_cmp_lt_i32_e64 s10, v2, v3 // v_cmp_lt_i32_e64 s10, v2, v3 // 0a0041d402070200
v_cmp_lt_i32_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_lt_i64 vcc_lo, v[4:5], v[6:7] // v_cmp_lt_i64_e32 vcc_lo, v[4:5], v[6:7] // 040da27c
v_cmp_lt_i64_e64 s10, v[4:5], v[6:7] // v_cmp_lt_i64_e64 s10, v[4:5], v[6:7] // 0a0051d4040d0200
v_cmp_lt_u32 vcc_lo, v2, v3 // v_cmp_lt_u32_e32 vcc_lo, v2, v3 // 0207927c
v_cmp_lt_u32_dpp vcc_lo, v2, v3 // ERROR
v_cmp_lt_u32_e64 s10, v2, v3 // v_cmp_lt_u32_e64 s10, v2, v3 // 0a0049d402070200
v_cmp_lt_u32_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_lt_u64 vcc_lo, v[4:5], v[6:7] // v_cmp_lt_u64_e32 vcc_lo, v[4:5], v[6:7] // 040db27c
v_cmp_lt_u64_e64 s10, v[4:5], v[6:7] // v_cmp_lt_u64_e64 s10, v[4:5], v[6:7] // 0a0059d4040d0200
v_cmp_ne_i32 vcc_lo, v2, v3 // v_cmp_ne_i32_e32 vcc_lo, v2, v3 // 02078a7c
v_cmp_ne_i32_dpp vcc_lo, v2, v3 // ERROR
v_cmp_ne_i32_e64 s10, v2, v3 // v_cmp_ne_i32_e64 s10, v2, v3 // 0a0045d402070200
v_cmp_ne_i32_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_ne_u32 vcc_lo, v2, v3 // v_cmp_ne_u32_e32 vcc_lo, v2, v3 // 02079a7c
v_cmp_ne_u32_dpp vcc_lo, v2, v3 // ERROR
v_cmp_ne_u32_e64 s10, v2, v3 // v_cmp_ne_u32_e64 s10, v2, v3 // 0a004dd402070200
v_cmp_ne_u32_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_neq_f16 vcc_lo, v2, v3 // v_cmp_neq_f16_e32 vcc_lo, v2, v3 // 02071a7c
v_cmp_neq_f16_dpp vcc_lo, v2, v3 // ERROR
v_cmp_neq_f16_e64 s10, v2, v3 // v_cmp_neq_f16_e64 s10, v2, v3 // 0a000dd402070200
v_cmp_neq_f16_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_neq_f32 vcc_lo, v2, v3 // v_cmp_neq_f32_e32 vcc_lo, v2, v3 // 02073a7c
v_cmp_neq_f32_dpp vcc_lo, v2, v3 // ERROR
v_cmp_neq_f32_e64 s10, v2, v3 // v_cmp_neq_f32_e64 s10, v2, v3 // 0a001dd402070200
v_cmp_neq_f32_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_neq_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_neq_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d5a7c
v_cmp_neq_f64_e64 s10, v[4:5], v[6:7] // v_cmp_neq_f64_e64 s10, v[4:5], v[6:7] // 0a002dd4040d0200
v_cmp_nge_f16 vcc_lo, v2, v3 // v_cmp_nge_f16_e32 vcc_lo, v2, v3 // 0207127c
v_cmp_nge_f16_dpp vcc_lo, v2, v3 // ERROR
v_cmp_nge_f16_e64 s10, v2, v3 // v_cmp_nge_f16_e64 s10, v2, v3 // 0a0009d402070200
v_cmp_nge_f16_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_nge_f32 vcc_lo, v2, v3 // v_cmp_nge_f32_e32 vcc_lo, v2, v3 // 0207327c
v_cmp_nge_f32_dpp vcc_lo, v2, v3 // ERROR
v_cmp_nge_f32_e64 s10, v2, v3 // v_cmp_nge_f32_e64 s10, v2, v3 // 0a0019d402070200
v_cmp_nge_f32_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_nge_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_nge_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d527c
v_cmp_nge_f64_e64 s10, v[4:5], v[6:7] // v_cmp_nge_f64_e64 s10, v[4:5], v[6:7] // 0a0029d4040d0200
v_cmp_ngt_f16 vcc_lo, v2, v3 // v_cmp_ngt_f16_e32 vcc_lo, v2, v3 // 0207167c
v_cmp_ngt_f16_dpp vcc_lo, v2, v3 // ERROR
v_cmp_ngt_f16_e64 s10, v2, v3 // v_cmp_ngt_f16_e64 s10, v2, v3 // 0a000bd402070200
v_cmp_ngt_f16_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_ngt_f32 vcc_lo, v2, v3 // v_cmp_ngt_f32_e32 vcc_lo, v2, v3 // 0207367c
v_cmp_ngt_f32_dpp vcc_lo, v2, v3 // ERROR
v_cmp_ngt_f32_e64 s10, v2, v3 // v_cmp_ngt_f32_e64 s10, v2, v3 // 0a001bd402070200
v_cmp_ngt_f32_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_ngt_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_ngt_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d567c
v_cmp_ngt_f64_e64 s10, v[4:5], v[6:7] // v_cmp_ngt_f64_e64 s10, v[4:5], v[6:7] // 0a002bd4040d0200
v_cmp_nle_f16 vcc_lo, v2, v3 // v_cmp_nle_f16_e32 vcc_lo, v2, v3 // 0207187c
v_cmp_nle_f16_dpp vcc_lo, v2, v3 // ERROR
v_cmp_nle_f16_e64 s10, v2, v3 // v_cmp_nle_f16_e64 s10, v2, v3 // 0a000cd402070200
v_cmp_nle_f16_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_nle_f32 vcc_lo, v2, v3 // v_cmp_nle_f32_e32 vcc_lo, v2, v3 // 0207387c
v_cmp_nle_f32_dpp vcc_lo, v2, v3 // ERROR
v_cmp_nle_f32_e64 s10, v2, v3 // v_cmp_nle_f32_e64 s10, v2, v3 // 0a001cd402070200
v_cmp_nle_f32_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_nle_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_nle_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d587c
v_cmp_nle_f64_e64 s10, v[4:5], v[6:7] // v_cmp_nle_f64_e64 s10, v[4:5], v[6:7] // 0a002cd4040d0200
v_cmp_nlg_f16 vcc_lo, v2, v3 // v_cmp_nlg_f16_e32 vcc_lo, v2, v3 // 0207147c
v_cmp_nlg_f16_dpp vcc_lo, v2, v3 // ERROR
v_cmp_nlg_f16_e64 s10, v2, v3 // v_cmp_nlg_f16_e64 s10, v2, v3 // 0a000ad402070200
v_cmp_nlg_f16_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_nlg_f32 vcc_lo, v2, v3 // v_cmp_nlg_f32_e32 vcc_lo, v2, v3 // 0207347c
v_cmp_nlg_f32_dpp vcc_lo, v2, v3 // ERROR
v_cmp_nlg_f32_e64 s10, v2, v3 // v_cmp_nlg_f32_e64 s10, v2, v3 // 0a001ad402070200
v_cmp_nlg_f32_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_nlg_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_nlg_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d547c
v_cmp_nlg_f64_e64 s10, v[4:5], v[6:7] // v_cmp_nlg_f64_e64 s10, v[4:5], v[6:7] // 0a002ad4040d0200
v_cmp_nlt_f16 vcc_lo, v2, v3 // v_cmp_nlt_f16_e32 vcc_lo, v2, v3 // 02071c7c
v_cmp_nlt_f16_dpp vcc_lo, v2, v3 // ERROR
v_cmp_nlt_f16_e64 s10, v2, v3 // v_cmp_nlt_f16_e64 s10, v2, v3 // 0a000ed402070200
v_cmp_nlt_f16_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_nlt_f32 vcc_lo, v2, v3 // v_cmp_nlt_f32_e32 vcc_lo, v2, v3 // 02073c7c
v_cmp_nlt_f32_dpp vcc_lo, v2, v3 // ERROR
v_cmp_nlt_f32_e64 s10, v2, v3 // v_cmp_nlt_f32_e64 s10, v2, v3 // 0a001ed402070200
v_cmp_nlt_f32_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_nlt_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_nlt_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d5c7c
v_cmp_nlt_f64_e64 s10, v[4:5], v[6:7] // v_cmp_nlt_f64_e64 s10, v[4:5], v[6:7] // 0a002ed4040d0200
v_cmp_o_f16 vcc_lo, v2, v3 // v_cmp_o_f16_e32 vcc_lo, v2, v3 // 02070e7c
v_cmp_o_f16_dpp vcc_lo, v2, v3 // ERROR
v_cmp_o_f16_e64 s10, v2, v3 // v_cmp_o_f16_e64 s10, v2, v3 // 0a0007d402070200
v_cmp_o_f16_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_o_f32 vcc_lo, v2, v3 // v_cmp_o_f32_e32 vcc_lo, v2, v3 // 02072e7c
v_cmp_o_f32_dpp vcc_lo, v2, v3 // ERROR
v_cmp_o_f32_e64 s10, v2, v3 // v_cmp_o_f32_e64 s10, v2, v3 // 0a0017d402070200
v_cmp_o_f32_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_o_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_o_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d4e7c
v_cmp_o_f64_e64 s10, v[4:5], v[6:7] // v_cmp_o_f64_e64 s10, v[4:5], v[6:7] // 0a0027d4040d0200
v_cmp_u_f16 vcc_lo, v2, v3 // v_cmp_u_f16_e32 vcc_lo, v2, v3 // 0207107c
v_cmp_u_f16_dpp vcc_lo, v2, v3 // ERROR
v_cmp_u_f16_e64 s10, v2, v3 // v_cmp_u_f16_e64 s10, v2, v3 // 0a0008d402070200
v_cmp_u_f16_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_u_f32 vcc_lo, v2, v3 // v_cmp_u_f32_e32 vcc_lo, v2, v3 // 0207307c
v_cmp_u_f32_dpp vcc_lo, v2, v3 // ERROR
v_cmp_u_f32_e64 s10, v2, v3 // v_cmp_u_f32_e64 s10, v2, v3 // 0a0018d402070200
v_cmp_u_f32_e64_dpp vcc_lo, v2, v3 // ERROR
v_cmp_u_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_u_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d507c
v_cmp_u_f64_e64 s10, v[4:5], v[6:7] // v_cmp_u_f64_e64 s10, v[4:5], v[6:7] // 0a0028d4040d0200
v_cmpx_eq_f16 v2, v3 // v_cmpx_eq_f16_e32 v2, v3 // 0207047d
v_cmpx_eq_f16_e64 v2, v3 // v_cmpx_eq_f16_e64 v2, v3 // 7e0082d402070200
v_cmpx_eq_f32 v2, v3 // v_cmpx_eq_f32_e32 v2, v3 // 0207247d
v_cmpx_eq_f32_e64 v2, v3 // v_cmpx_eq_f32_e64 v2, v3 // 7e0092d402070200
v_cmpx_eq_f64 v[4:5], v[6:7] // v_cmpx_eq_f64_e32 v[4:5], v[6:7] // 040d447d
v_cmpx_eq_f64_e64 v[4:5], v[6:7] // v_cmpx_eq_f64_e64 v[4:5], v[6:7] // 7e00a2d4040d0200
v_cmpx_eq_i32 v2, v3 // v_cmpx_eq_i32_e32 v2, v3 // 0207847d
v_cmpx_eq_i32_e64 v2, v3 // v_cmpx_eq_i32_e64 v2, v3 // 7e00c2d402070200
v_cmpx_eq_u32 v2, v3 // v_cmpx_eq_u32_e32 v2, v3 // 0207947d
v_cmpx_eq_u32_e64 v2, v3 // v_cmpx_eq_u32_e64 v2, v3 // 7e00cad402070200
v_cmpx_ge_f16 v2, v3 // v_cmpx_ge_f16_e32 v2, v3 // 02070c7d
v_cmpx_ge_f16_e64 v2, v3 // v_cmpx_ge_f16_e64 v2, v3 // 7e0086d402070200
v_cmpx_ge_f32 v2, v3 // v_cmpx_ge_f32_e32 v2, v3 // 02072c7d
v_cmpx_ge_f32_e64 v2, v3 // v_cmpx_ge_f32_e64 v2, v3 // 7e0096d402070200
v_cmpx_ge_f64 v[4:5], v[6:7] // v_cmpx_ge_f64_e32 v[4:5], v[6:7] // 040d4c7d
v_cmpx_ge_f64_e64 v[4:5], v[6:7] // v_cmpx_ge_f64_e64 v[4:5], v[6:7] // 7e00a6d4040d0200
v_cmpx_ge_i32 v2, v3 // v_cmpx_ge_i32_e32 v2, v3 // 02078c7d
v_cmpx_ge_i32_e64 v2, v3 // v_cmpx_ge_i32_e64 v2, v3 // 7e00c6d402070200
v_cmpx_ge_u32 v2, v3 // v_cmpx_ge_u32_e32 v2, v3 // 02079c7d
v_cmpx_ge_u32_e64 v2, v3 // v_cmpx_ge_u32_e64 v2, v3 // 7e00ced402070200
v_cmpx_gt_f16 v2, v3 // v_cmpx_gt_f16_e32 v2, v3 // 0207087d
v_cmpx_gt_f16_e64 v2, v3 // v_cmpx_gt_f16_e64 v2, v3 // 7e0084d402070200
v_cmpx_gt_f32 v2, v3 // v_cmpx_gt_f32_e32 v2, v3 // 0207287d
v_cmpx_gt_f32_e64 v2, v3 // v_cmpx_gt_f32_e64 v2, v3 // 7e0094d402070200
v_cmpx_gt_f64 v[4:5], v[6:7] // v_cmpx_gt_f64_e32 v[4:5], v[6:7] // 040d487d
v_cmpx_gt_f64_e64 v[4:5], v[6:7] // v_cmpx_gt_f64_e64 v[4:5], v[6:7] // 7e00a4d4040d0200
v_cmpx_gt_i32 v2, v3 // v_cmpx_gt_i32_e32 v2, v3 // 0207887d
v_cmpx_gt_i32_e64 v2, v3 // v_cmpx_gt_i32_e64 v2, v3 // 7e00c4d402070200
v_cmpx_gt_u32 v2, v3 // v_cmpx_gt_u32_e32 v2, v3 // 0207987d
v_cmpx_gt_u32_e64 v2, v3 // v_cmpx_gt_u32_e64 v2, v3 // 7e00ccd402070200
v_cmpx_le_f16 v2, v3 // v_cmpx_le_f16_e32 v2, v3 // 0207067d
v_cmpx_le_f16_e64 v2, v3 // v_cmpx_le_f16_e64 v2, v3 // 7e0083d402070200
v_cmpx_le_f32 v2, v3 // v_cmpx_le_f32_e32 v2, v3 // 0207267d
v_cmpx_le_f32_e64 v2, v3 // v_cmpx_le_f32_e64 v2, v3 // 7e0093d402070200
v_cmpx_le_f64 v[4:5], v[6:7] // v_cmpx_le_f64_e32 v[4:5], v[6:7] // 040d467d
v_cmpx_le_f64_e64 v[4:5], v[6:7] // v_cmpx_le_f64_e64 v[4:5], v[6:7] // 7e00a3d4040d0200
v_cmpx_le_i32 v2, v3 // v_cmpx_le_i32_e32 v2, v3 // 0207867d
v_cmpx_le_i32_e64 v2, v3 // v_cmpx_le_i32_e64 v2, v3 // 7e00c3d402070200
v_cmpx_le_u32 v2, v3 // v_cmpx_le_u32_e32 v2, v3 // 0207967d
v_cmpx_le_u32_e64 v2, v3 // v_cmpx_le_u32_e64 v2, v3 // 7e00cbd402070200
v_cmpx_lg_f16 v2, v3 // v_cmpx_lg_f16_e32 v2, v3 // 02070a7d
v_cmpx_lg_f16_e64 v2, v3 // v_cmpx_lg_f16_e64 v2, v3 // 7e0085d402070200
v_cmpx_lg_f32 v2, v3 // v_cmpx_lg_f32_e32 v2, v3 // 02072a7d
v_cmpx_lg_f32_e64 v2, v3 // v_cmpx_lg_f32_e64 v2, v3 // 7e0095d402070200
v_cmpx_lg_f64 v[4:5], v[6:7] // v_cmpx_lg_f64_e32 v[4:5], v[6:7] // 040d4a7d
v_cmpx_lg_f64_e64 v[4:5], v[6:7] // v_cmpx_lg_f64_e64 v[4:5], v[6:7] // 7e00a5d4040d0200
v_cmpx_lt_f16 v2, v3 // v_cmpx_lt_f16_e32 v2, v3 // 0207027d
v_cmpx_lt_f16_e64 v2, v3 // v_cmpx_lt_f16_e64 v2, v3 // 7e0081d402070200
v_cmpx_lt_f32 v2, v3 // v_cmpx_lt_f32_e32 v2, v3 // 0207227d
v_cmpx_lt_f32_e64 v2, v3 // v_cmpx_lt_f32_e64 v2, v3 // 7e0091d402070200
v_cmpx_lt_f64 v[4:5], v[6:7] // v_cmpx_lt_f64_e32 v[4:5], v[6:7] // 040d427d
v_cmpx_lt_f64_e64 v[4:5], v[6:7] // v_cmpx_lt_f64_e64 v[4:5], v[6:7] // 7e00a1d4040d0200
v_cmpx_lt_i32 v2, v3 // v_cmpx_lt_i32_e32 v2, v3 // 0207827d
v_cmpx_lt_i32_e64 v2, v3 // v_cmpx_lt_i32_e64 v2, v3 // 7e00c1d402070200
v_cmpx_lt_u32 v2, v3 // v_cmpx_lt_u32_e32 v2, v3 // 0207927d
v_cmpx_lt_u32_e64 v2, v3 // v_cmpx_lt_u32_e64 v2, v3 // 7e00c9d402070200
v_cmpx_ne_i32 v2, v3 // v_cmpx_ne_i32_e32 v2, v3 // 02078a7d
v_cmpx_ne_i32_e64 v2, v3 // v_cmpx_ne_i32_e64 v2, v3 // 7e00c5d402070200
v_cmpx_ne_u32 v2, v3 // v_cmpx_ne_u32_e32 v2, v3 // 02079a7d
v_cmpx_ne_u32_e64 v2, v3 // v_cmpx_ne_u32_e64 v2, v3 // 7e00cdd402070200
v_cmpx_neq_f16 v2, v3 // v_cmpx_neq_f16_e32 v2, v3 // 02071a7d
v_cmpx_neq_f16_e64 v2, v3 // v_cmpx_neq_f16_e64 v2, v3 // 7e008dd402070200
v_cmpx_neq_f32 v2, v3 // v_cmpx_neq_f32_e32 v2, v3 // 02073a7d
v_cmpx_neq_f32_e64 v2, v3 // v_cmpx_neq_f32_e64 v2, v3 // 7e009dd402070200
v_cmpx_neq_f64 v[4:5], v[6:7] // v_cmpx_neq_f64_e32 v[4:5], v[6:7] // 040d5a7d
v_cmpx_neq_f64_e64 v[4:5], v[6:7] // v_cmpx_neq_f64_e64 v[4:5], v[6:7] // 7e00add4040d0200
v_cmpx_nge_f16 v2, v3 // v_cmpx_nge_f16_e32 v2, v3 // 0207127d
v_cmpx_nge_f16_e64 v2, v3 // v_cmpx_nge_f16_e64 v2, v3 // 7e0089d402070200
v_cmpx_nge_f32 v2, v3 // v_cmpx_nge_f32_e32 v2, v3 // 0207327d
v_cmpx_nge_f32_e64 v2, v3 // v_cmpx_nge_f32_e64 v2, v3 // 7e0099d402070200
v_cmpx_nge_f64 v[4:5], v[6:7] // v_cmpx_nge_f64_e32 v[4:5], v[6:7] // 040d527d
v_cmpx_nge_f64_e64 v[4:5], v[6:7] // v_cmpx_nge_f64_e64 v[4:5], v[6:7] // 7e00a9d4040d0200
v_cmpx_ngt_f16 v2, v3 // v_cmpx_ngt_f16_e32 v2, v3 // 0207167d
v_cmpx_ngt_f16_e64 v2, v3 // v_cmpx_ngt_f16_e64 v2, v3 // 7e008bd402070200
v_cmpx_ngt_f32 v2, v3 // v_cmpx_ngt_f32_e32 v2, v3 // 0207367d
v_cmpx_ngt_f32_e64 v2, v3 // v_cmpx_ngt_f32_e64 v2, v3 // 7e009bd402070200
v_cmpx_ngt_f64 v[4:5], v[6:7] // v_cmpx_ngt_f64_e32 v[4:5], v[6:7] // 040d567d
v_cmpx_ngt_f64_e64 v[4:5], v[6:7] // v_cmpx_ngt_f64_e64 v[4:5], v[6:7] // 7e00abd4040d0200
v_cmpx_nle_f16 v2, v3 // v_cmpx_nle_f16_e32 v2, v3 // 0207187d
v_cmpx_nle_f16_e64 v2, v3 // v_cmpx_nle_f16_e64 v2, v3 // 7e008cd402070200
v_cmpx_nle_f32 v2, v3 // v_cmpx_nle_f32_e32 v2, v3 // 0207387d
v_cmpx_nle_f32_e64 v2, v3 // v_cmpx_nle_f32_e64 v2, v3 // 7e009cd402070200
v_cmpx_nle_f64 v[4:5], v[6:7] // v_cmpx_nle_f64_e32 v[4:5], v[6:7] // 040d587d
v_cmpx_nle_f64_e64 v[4:5], v[6:7] // v_cmpx_nle_f64_e64 v[4:5], v[6:7] // 7e00acd4040d0200
v_cmpx_nlg_f16 v2, v3 // v_cmpx_nlg_f16_e32 v2, v3 // 0207147d
v_cmpx_nlg_f16_e64 v2, v3 // v_cmpx_nlg_f16_e64 v2, v3 // 7e008ad402070200
v_cmpx_nlg_f32 v2, v3 // v_cmpx_nlg_f32_e32 v2, v3 // 0207347d
v_cmpx_nlg_f32_e64 v2, v3 // v_cmpx_nlg_f32_e64 v2, v3 // 7e009ad402070200
v_cmpx_nlg_f64 v[4:5], v[6:7] // v_cmpx_nlg_f64_e32 v[4:5], v[6:7] // 040d547d
v_cmpx_nlg_f64_e64 v[4:5], v[6:7] // v_cmpx_nlg_f64_e64 v[4:5], v[6:7] // 7e00aad4040d0200
v_cmpx_nlt_f16 v2, v3 // v_cmpx_nlt_f16_e32 v2, v3 // 02071c7d
v_cmpx_nlt_f16_e64 v2, v3 // v_cmpx_nlt_f16_e64 v2, v3 // 7e008ed402070200
v_cmpx_nlt_f32 v2, v3 // v_cmpx_nlt_f32_e32 v2, v3 // 02073c7d
v_cmpx_nlt_f32_e64 v2, v3 // v_cmpx_nlt_f32_e64 v2, v3 // 7e009ed402070200
v_cmpx_nlt_f64 v[4:5], v[6:7] // v_cmpx_nlt_f64_e32 v[4:5], v[6:7] // 040d5c7d
v_cmpx_nlt_f64_e64 v[4:5], v[6:7] // v_cmpx_nlt_f64_e64 v[4:5], v[6:7] // 7e00aed4040d0200
v_cndmask_b32 v1, v2, v3, vcc_lo // v_cndmask_b32_e32 v1, v2, v3, vcc_lo // 02070202
v_cndmask_b32_dpp v1, v2, v3, vcc_lo // ERROR
v_cndmask_b32_e64 v1, v2, v3, s10 // v_cndmask_b32_e64 v1, v2, v3, s10 // 010001d502072a00
v_cndmask_b32_e64_dpp v1, v2, v3, vcc_lo // ERROR
v_cvt_f16_f32 v1, v2 // v_cvt_f16_f32_e32 v1, v2 // 0215027e
v_cvt_f16_f32_dpp v1, v2 // ERROR
v_cvt_f16_f32_e64 v1, v2 // v_cvt_f16_f32_e64 v1, v2 // 01008ad502010000
v_cvt_f16_f32_e64_dpp v1, v2 // ERROR
v_cvt_f32_f16 v1, v2 // v_cvt_f32_f16_e32 v1, v2 // 0217027e
v_cvt_f32_f16_dpp v1, v2 // ERROR
v_cvt_f32_f16_e64 v1, v2 // v_cvt_f32_f16_e64 v1, v2 // 01008bd502010000
v_cvt_f32_f16_e64_dpp v1, v2 // ERROR
v_lshl_add_u32 v1, v2, v3, v4 // v_lshl_add_u32 v1, v2, v3, v4 // 010046d602071204
v_lshl_add_u32_e64 v1, v2, v3, v4 // v_lshl_add_u32 v1, v2, v3, v4 // 010046d602071204
v_lshl_add_u32_e64_dpp v1, v2, v3, v4 // ERROR
v_lshl_or_b32 v1, v2, v3, v4 // v_lshl_or_b32 v1, v2, v3, v4 // 010056d602071204
v_lshl_or_b32_e64 v1, v2, v3, v4 // v_lshl_or_b32 v1, v2, v3, v4 // 010056d602071204
v_lshl_or_b32_e64_dpp v1, v2, v3, v4 // ERROR
v_lshlrev_b16 v1, v2, v3 // v_lshlrev_b16 v1, v2, v3 // 010038d702070200
v_lshlrev_b16_e64 v1, v2, v3 // v_lshlrev_b16 v1, v2, v3 // 010038d702070200
v_lshlrev_b16_e64_dpp v1, v2, v3 // ERROR
v_lshlrev_b32 v1, v2, v3 // v_lshlrev_b32_e32 v1, v2, v3 // 02070230
v_lshlrev_b32_dpp v1, v2, v3 // ERROR
v_lshlrev_b32_e64 v1, v2, v3 // v_lshlrev_b32_e64 v1, v2, v3 // 010018d502070200
v_lshlrev_b32_e64_dpp v1, v2, v3 // ERROR
v_lshlrev_b64 v[2:3], v2, v[6:7] // v_lshlrev_b64_e32 v[2:3], v2, v[6:7] // 020d043e
v_lshlrev_b64_e64 v[2:3], v2, v[6:7] // v_lshlrev_b64_e64 v[2:3], v2, v[6:7] // 02001fd5020d0200
v_lshrrev_b32 v1, v2, v3 // v_lshrrev_b32_e32 v1, v2, v3 // 02070232
v_lshrrev_b32_dpp v1, v2, v3 // ERROR
v_lshrrev_b32_e64 v1, v2, v3 // v_lshrrev_b32_e64 v1, v2, v3 // 010019d502070200
v_lshrrev_b32_e64_dpp v1, v2, v3 // ERROR
v_mad_co_u64_u32 v[2:3], vcc_lo, v2, v3, v[4:5] // v_mad_co_u64_u32 v[2:3], vcc_lo, v2, v3, v[4:5] // 026afed602071204
v_mad_co_u64_u32_e64 v[2:3], s10, v2, v3, v[4:5] // v_mad_co_u64_u32 v[2:3], s10, v2, v3, v[4:5] // 020afed602071204
v_mad_u64_u32 v[2:3], vcc_lo, v2, v3, v[4:5] // v_mad_co_u64_u32 v[2:3], vcc_lo, v2, v3, v[4:5] // 026afed602071204
v_max3_f16 v1, v2, v3, v4 // v_max3_num_f16 v1, v2, v3, v4 // 01002cd602071204
v_max3_f32 v1, v2, v3, v4 // v_max3_num_f32 v1, v2, v3, v4 // 01002ad602071204
v_max3_i16 v1, v2, v3, v4 // v_max3_i16 v1, v2, v3, v4 // 01004dd602071204
v_max3_i16_e64 v1, v2, v3, v4 // v_max3_i16 v1, v2, v3, v4 // 01004dd602071204
v_max3_i16_e64_dpp v1, v2, v3, v4 // ERROR
v_max3_i32 v1, v2, v3, v4 // v_max3_i32 v1, v2, v3, v4 // 01001dd602071204
v_max3_i32_e64 v1, v2, v3, v4 // v_max3_i32 v1, v2, v3, v4 // 01001dd602071204
v_max3_i32_e64_dpp v1, v2, v3, v4 // ERROR
v_max3_num_f16 v1, v2, v3, v4 // v_max3_num_f16 v1, v2, v3, v4 // 01002cd602071204
v_max3_num_f16_e64 v1, v2, v3, v4 // v_max3_num_f16 v1, v2, v3, v4 // 01002cd602071204
v_max3_num_f16_e64_dpp v1, v2, v3, v4 // ERROR
v_max3_num_f32 v1, v2, v3, v4 // v_max3_num_f32 v1, v2, v3, v4 // 01002ad602071204
v_max3_num_f32_e64 v1, v2, v3, v4 // v_max3_num_f32 v1, v2, v3, v4 // 01002ad602071204
v_max3_num_f32_e64_dpp v1, v2, v3, v4 // ERROR
v_max3_u16 v1, v2, v3, v4 // v_max3_u16 v1, v2, v3, v4 // 01004ed602071204
v_max3_u16_e64 v1, v2, v3, v4 // v_max3_u16 v1, v2, v3, v4 // 01004ed602071204
v_max3_u16_e64_dpp v1, v2, v3, v4 // ERROR
v_max3_u32 v1, v2, v3, v4 // v_max3_u32 v1, v2, v3, v4 // 01001ed602071204
v_max3_u32_e64 v1, v2, v3, v4 // v_max3_u32 v1, v2, v3, v4 // 01001ed602071204
v_max3_u32_e64_dpp v1, v2, v3, v4 // ERROR
v_max_f16 v1, v2, v3 // v_max_num_f16_e32 v1, v2, v3 // 02070262
v_max_f16_e64 v1, v2, v3 // v_max_num_f16_e64 v1, v2, v3 // 010031d502070200
v_max_f32 v1, v2, v3 // v_max_num_f32_e32 v1, v2, v3 // 0207022c
v_max_f32_e64 v1, v2, v3 // v_max_num_f32_e64 v1, v2, v3 // 010016d502070200
v_max_f64 v[2:3], v[4:5], v[6:7] // v_max_num_f64_e32 v[2:3], v[4:5], v[6:7] // 040d041c
v_max_f64_e64 v[2:3], v[4:5], v[6:7] // v_max_num_f64_e64 v[2:3], v[4:5], v[6:7] // 02000ed5040d0200
v_max_i16 v1, v2, v3 // v_max_i16 v1, v2, v3 // 01000ad702070200
v_max_i16_e64 v1, v2, v3 // v_max_i16 v1, v2, v3 // 01000ad702070200
v_max_i16_e64_dpp v1, v2, v3 // ERROR
v_max_i32 v1, v2, v3 // v_max_i32_e32 v1, v2, v3 // 02070224
v_max_i32_dpp v1, v2, v3 // ERROR
v_max_i32_e64 v1, v2, v3 // v_max_i32_e64 v1, v2, v3 // 010012d502070200
v_max_i32_e64_dpp v1, v2, v3 // ERROR
v_max_num_f16 v1, v2, v3 // v_max_num_f16_e32 v1, v2, v3 // 02070262
v_max_num_f16_dpp v1, v2, v3 // ERROR
v_max_num_f16_e64 v1, v2, v3 // v_max_num_f16_e64 v1, v2, v3 // 010031d502070200
v_max_num_f16_e64_dpp v1, v2, v3 // ERROR
v_max_num_f32 v1, v2, v3 // v_max_num_f32_e32 v1, v2, v3 // 0207022c
v_max_num_f32_dpp v1, v2, v3 // ERROR
v_max_num_f32_e64 v1, v2, v3 // v_max_num_f32_e64 v1, v2, v3 // 010016d502070200
v_max_num_f32_e64_dpp v1, v2, v3 // ERROR
v_max_num_f64 v[2:3], v[4:5], v[6:7] // v_max_num_f64_e32 v[2:3], v[4:5], v[6:7] // 040d041c
v_max_num_f64_e64 v[2:3], v[4:5], v[6:7] // v_max_num_f64_e64 v[2:3], v[4:5], v[6:7] // 02000ed5040d0200
v_max_u16 v1, v2, v3 // v_max_u16 v1, v2, v3 // 010009d702070200
v_max_u16_e64 v1, v2, v3 // v_max_u16 v1, v2, v3 // 010009d702070200
v_max_u16_e64_dpp v1, v2, v3 // ERROR
v_max_u32 v1, v2, v3 // v_max_u32_e32 v1, v2, v3 // 02070228
v_max_u32_dpp v1, v2, v3 // ERROR
v_max_u32_e64 v1, v2, v3 // v_max_u32_e64 v1, v2, v3 // 010014d502070200
v_max_u32_e64_dpp v1, v2, v3 // ERROR
v_maximum3_f16 v1, v2, v3, v4 // v_maximum3_f16 v1, v2, v3, v4 // 010030d602071204
v_maximum3_f16_e64 v1, v2, v3, v4 // v_maximum3_f16 v1, v2, v3, v4 // 010030d602071204
v_maximum3_f16_e64_dpp v1, v2, v3, v4 // ERROR
v_maximum3_f32 v1, v2, v3, v4 // v_maximum3_f32 v1, v2, v3, v4 // 01002ed602071204
v_maximum3_f32_e64 v1, v2, v3, v4 // v_maximum3_f32 v1, v2, v3, v4 // 01002ed602071204
v_maximum3_f32_e64_dpp v1, v2, v3, v4 // ERROR
v_maximum_f16 v1, v2, v3 // v_maximum_f16 v1, v2, v3 // 010068d702070200
v_maximum_f16_e64 v1, v2, v3 // v_maximum_f16 v1, v2, v3 // 010068d702070200
v_maximum_f16_e64_dpp v1, v2, v3 // ERROR
v_maximum_f32 v1, v2, v3 // v_maximum_f32 v1, v2, v3 // 010066d702070200
v_maximum_f32_e64 v1, v2, v3 // v_maximum_f32 v1, v2, v3 // 010066d702070200
v_maximum_f32_e64_dpp v1, v2, v3 // ERROR
v_maximum_f64 v[2:3], v[4:5], v[6:7] // v_maximum_f64 v[2:3], v[4:5], v[6:7] // 020042d7040d0200
v_maximum_f64_e64 v[2:3], v[4:5], v[6:7] // v_maximum_f64 v[2:3], v[4:5], v[6:7] // 020042d7040d0200
v_maximumminimum_f16 v1, v2, v3, v4 // v_maximumminimum_f16 v1, v2, v3, v4 // 01006fd602071204
v_maximumminimum_f16_e64 v1, v2, v3, v4 // v_maximumminimum_f16 v1, v2, v3, v4 // 01006fd602071204
v_maximumminimum_f16_e64_dpp v1, v2, v3, v4 // ERROR
v_maximumminimum_f32 v1, v2, v3, v4 // v_maximumminimum_f32 v1, v2, v3, v4 // 01006dd602071204
v_maximumminimum_f32_e64 v1, v2, v3, v4 // v_maximumminimum_f32 v1, v2, v3, v4 // 01006dd602071204
v_maximumminimum_f32_e64_dpp v1, v2, v3, v4 // ERROR
v_maxmin_f16 v1, v2, v3, v4 // v_maxmin_num_f16 v1, v2, v3, v4 // 01006bd602071204
v_maxmin_f32 v1, v2, v3, v4 // v_maxmin_num_f32 v1, v2, v3, v4 // 010069d602071204
v_maxmin_i32 v1, v2, v3, v4 // v_maxmin_i32 v1, v2, v3, v4 // 010064d602071204
v_maxmin_i32_e64 v1, v2, v3, v4 // v_maxmin_i32 v1, v2, v3, v4 // 010064d602071204
v_maxmin_i32_e64_dpp v1, v2, v3, v4 // ERROR
v_maxmin_num_f16 v1, v2, v3, v4 // v_maxmin_num_f16 v1, v2, v3, v4 // 01006bd602071204
v_maxmin_num_f16_e64 v1, v2, v3, v4 // v_maxmin_num_f16 v1, v2, v3, v4 // 01006bd602071204
v_maxmin_num_f16_e64_dpp v1, v2, v3, v4 // ERROR
v_maxmin_num_f32 v1, v2, v3, v4 // v_maxmin_num_f32 v1, v2, v3, v4 // 010069d602071204
v_maxmin_num_f32_e64 v1, v2, v3, v4 // v_maxmin_num_f32 v1, v2, v3, v4 // 010069d602071204
v_maxmin_num_f32_e64_dpp v1, v2, v3, v4 // ERROR
v_maxmin_u32 v1, v2, v3, v4 // v_maxmin_u32 v1, v2, v3, v4 // 010062d602071204
v_maxmin_u32_e64 v1, v2, v3, v4 // v_maxmin_u32 v1, v2, v3, v4 // 010062d602071204
v_maxmin_u32_e64_dpp v1, v2, v3, v4 // ERROR
v_med3_f16 v1, v2, v3, v4 // v_med3_num_f16 v1, v2, v3, v4 // 010032d602071204
v_med3_f32 v1, v2, v3, v4 // v_med3_num_f32 v1, v2, v3, v4 // 010031d602071204
v_med3_i16 v1, v2, v3, v4 // v_med3_i16 v1, v2, v3, v4 // 010050d602071204
v_med3_i16_e64 v1, v2, v3, v4 // v_med3_i16 v1, v2, v3, v4 // 010050d602071204
v_med3_i16_e64_dpp v1, v2, v3, v4 // ERROR
v_med3_i32 v1, v2, v3, v4 // v_med3_i32 v1, v2, v3, v4 // 010020d602071204
v_med3_i32_e64 v1, v2, v3, v4 // v_med3_i32 v1, v2, v3, v4 // 010020d602071204
v_med3_i32_e64_dpp v1, v2, v3, v4 // ERROR
v_med3_num_f16 v1, v2, v3, v4 // v_med3_num_f16 v1, v2, v3, v4 // 010032d602071204
v_med3_num_f16_e64 v1, v2, v3, v4 // v_med3_num_f16 v1, v2, v3, v4 // 010032d602071204
v_med3_num_f16_e64_dpp v1, v2, v3, v4 // ERROR
v_med3_num_f32 v1, v2, v3, v4 // v_med3_num_f32 v1, v2, v3, v4 // 010031d602071204
v_med3_num_f32_e64 v1, v2, v3, v4 // v_med3_num_f32 v1, v2, v3, v4 // 010031d602071204
v_med3_num_f32_e64_dpp v1, v2, v3, v4 // ERROR
v_med3_u16 v1, v2, v3, v4 // v_med3_u16 v1, v2, v3, v4 // 010051d602071204
v_med3_u16_e64 v1, v2, v3, v4 // v_med3_u16 v1, v2, v3, v4 // 010051d602071204
v_med3_u16_e64_dpp v1, v2, v3, v4 // ERROR
v_med3_u32 v1, v2, v3, v4 // v_med3_u32 v1, v2, v3, v4 // 010021d602071204
v_med3_u32_e64 v1, v2, v3, v4 // v_med3_u32 v1, v2, v3, v4 // 010021d602071204
v_med3_u32_e64_dpp v1, v2, v3, v4 // ERROR
v_min3_f16 v1, v2, v3, v4 // v_min3_num_f16 v1, v2, v3, v4 // 01002bd602071204
v_min3_f32 v1, v2, v3, v4 // v_min3_num_f32 v1, v2, v3, v4 // 010029d602071204
v_min3_i16 v1, v2, v3, v4 // v_min3_i16 v1, v2, v3, v4 // 01004ad602071204
v_min3_i16_e64 v1, v2, v3, v4 // v_min3_i16 v1, v2, v3, v4 // 01004ad602071204
v_min3_i16_e64_dpp v1, v2, v3, v4 // ERROR
v_min3_i32 v1, v2, v3, v4 // v_min3_i32 v1, v2, v3, v4 // 01001ad602071204
v_min3_i32_e64 v1, v2, v3, v4 // v_min3_i32 v1, v2, v3, v4 // 01001ad602071204
v_min3_i32_e64_dpp v1, v2, v3, v4 // ERROR
v_min3_num_f16 v1, v2, v3, v4 // v_min3_num_f16 v1, v2, v3, v4 // 01002bd602071204
v_min3_num_f16_e64 v1, v2, v3, v4 // v_min3_num_f16 v1, v2, v3, v4 // 01002bd602071204
v_min3_num_f16_e64_dpp v1, v2, v3, v4 // ERROR
v_min3_num_f32 v1, v2, v3, v4 // v_min3_num_f32 v1, v2, v3, v4 // 010029d602071204
v_min3_num_f32_e64 v1, v2, v3, v4 // v_min3_num_f32 v1, v2, v3, v4 // 010029d602071204
v_min3_num_f32_e64_dpp v1, v2, v3, v4 // ERROR
v_min3_u16 v1, v2, v3, v4 // v_min3_u16 v1, v2, v3, v4 // 01004bd602071204
v_min3_u16_e64 v1, v2, v3, v4 // v_min3_u16 v1, v2, v3, v4 // 01004bd602071204
v_min3_u16_e64_dpp v1, v2, v3, v4 // ERROR
v_min3_u32 v1, v2, v3, v4 // v_min3_u32 v1, v2, v3, v4 // 01001bd602071204
v_min3_u32_e64 v1, v2, v3, v4 // v_min3_u32 v1, v2, v3, v4 // 01001bd602071204
v_min3_u32_e64_dpp v1, v2, v3, v4 // ERROR
v_min_f16 v1, v2, v3 // v_min_num_f16_e32 v1, v2, v3 // 02070260
v_min_f16_e64 v1, v2, v3 // v_min_num_f16_e64 v1, v2, v3 // 010030d502070200
v_min_f32 v1, v2, v3 // v_min_num_f32_e32 v1, v2, v3 // 0207022a
v_min_f32_e64 v1, v2, v3 // v_min_num_f32_e64 v1, v2, v3 // 010015d502070200
v_min_f64 v[2:3], v[4:5], v[6:7] // v_min_num_f64_e32 v[2:3], v[4:5], v[6:7] // 040d041a
v_min_f64_e64 v[2:3], v[4:5], v[6:7] // v_min_num_f64_e64 v[2:3], v[4:5], v[6:7] // 02000dd5040d0200
v_min_i16 v1, v2, v3 // v_min_i16 v1, v2, v3 // 01000cd702070200
v_min_i16_e64 v1, v2, v3 // v_min_i16 v1, v2, v3 // 01000cd702070200
v_min_i16_e64_dpp v1, v2, v3 // ERROR
v_min_i32 v1, v2, v3 // v_min_i32_e32 v1, v2, v3 // 02070222
v_min_i32_dpp v1, v2, v3 // ERROR
v_min_i32_e64 v1, v2, v3 // v_min_i32_e64 v1, v2, v3 // 010011d502070200
v_min_i32_e64_dpp v1, v2, v3 // ERROR
v_min_num_f16 v1, v2, v3 // v_min_num_f16_e32 v1, v2, v3 // 02070260
v_min_num_f16_dpp v1, v2, v3 // ERROR
v_min_num_f16_e64 v1, v2, v3 // v_min_num_f16_e64 v1, v2, v3 // 010030d502070200
v_min_num_f16_e64_dpp v1, v2, v3 // ERROR
v_min_num_f32 v1, v2, v3 // v_min_num_f32_e32 v1, v2, v3 // 0207022a
v_min_num_f32_dpp v1, v2, v3 // ERROR
v_min_num_f32_e64 v1, v2, v3 // v_min_num_f32_e64 v1, v2, v3 // 010015d502070200
v_min_num_f32_e64_dpp v1, v2, v3 // ERROR
v_min_num_f64 v[2:3], v[4:5], v[6:7] // v_min_num_f64_e32 v[2:3], v[4:5], v[6:7] // 040d041a
v_min_num_f64_e64 v[2:3], v[4:5], v[6:7] // v_min_num_f64_e64 v[2:3], v[4:5], v[6:7] // 02000dd5040d0200
v_min_u16 v1, v2, v3 // v_min_u16 v1, v2, v3 // 01000bd702070200
v_min_u16_e64 v1, v2, v3 // v_min_u16 v1, v2, v3 // 01000bd702070200
v_min_u16_e64_dpp v1, v2, v3 // ERROR
v_min_u32 v1, v2, v3 // v_min_u32_e32 v1, v2, v3 // 02070226
v_min_u32_dpp v1, v2, v3 // ERROR
v_min_u32_e64 v1, v2, v3 // v_min_u32_e64 v1, v2, v3 // 010013d502070200
v_min_u32_e64_dpp v1, v2, v3 // ERROR
v_minimum3_f16 v1, v2, v3, v4 // v_minimum3_f16 v1, v2, v3, v4 // 01002fd602071204
v_minimum3_f16_e64 v1, v2, v3, v4 // v_minimum3_f16 v1, v2, v3, v4 // 01002fd602071204
v_minimum3_f16_e64_dpp v1, v2, v3, v4 // ERROR
v_minimum3_f32 v1, v2, v3, v4 // v_minimum3_f32 v1, v2, v3, v4 // 01002dd602071204
v_minimum3_f32_e64 v1, v2, v3, v4 // v_minimum3_f32 v1, v2, v3, v4 // 01002dd602071204
v_minimum3_f32_e64_dpp v1, v2, v3, v4 // ERROR
v_minimum_f16 v1, v2, v3 // v_minimum_f16 v1, v2, v3 // 010067d702070200
v_minimum_f16_e64 v1, v2, v3 // v_minimum_f16 v1, v2, v3 // 010067d702070200
v_minimum_f16_e64_dpp v1, v2, v3 // ERROR
v_minimum_f32 v1, v2, v3 // v_minimum_f32 v1, v2, v3 // 010065d702070200
v_minimum_f32_e64 v1, v2, v3 // v_minimum_f32 v1, v2, v3 // 010065d702070200
v_minimum_f32_e64_dpp v1, v2, v3 // ERROR
v_minimum_f64 v[2:3], v[4:5], v[6:7] // v_minimum_f64 v[2:3], v[4:5], v[6:7] // 020041d7040d0200
v_minimum_f64_e64 v[2:3], v[4:5], v[6:7] // v_minimum_f64 v[2:3], v[4:5], v[6:7] // 020041d7040d0200
v_minimummaximum_f16 v1, v2, v3, v4 // v_minimummaximum_f16 v1, v2, v3, v4 // 01006ed602071204
v_minimummaximum_f16_e64 v1, v2, v3, v4 // v_minimummaximum_f16 v1, v2, v3, v4 // 01006ed602071204
v_minimummaximum_f16_e64_dpp v1, v2, v3, v4 // ERROR
v_minimummaximum_f32 v1, v2, v3, v4 // v_minimummaximum_f32 v1, v2, v3, v4 // 01006cd602071204
v_minimummaximum_f32_e64 v1, v2, v3, v4 // v_minimummaximum_f32 v1, v2, v3, v4 // 01006cd602071204
v_minimummaximum_f32_e64_dpp v1, v2, v3, v4 // ERROR
v_minmax_f16 v1, v2, v3, v4 // v_minmax_num_f16 v1, v2, v3, v4 // 01006ad602071204
v_minmax_f32 v1, v2, v3, v4 // v_minmax_num_f32 v1, v2, v3, v4 // 010068d602071204
v_minmax_i32 v1, v2, v3, v4 // v_minmax_i32 v1, v2, v3, v4 // 010065d602071204
v_minmax_i32_e64 v1, v2, v3, v4 // v_minmax_i32 v1, v2, v3, v4 // 010065d602071204
v_minmax_i32_e64_dpp v1, v2, v3, v4 // ERROR
v_minmax_num_f16 v1, v2, v3, v4 // v_minmax_num_f16 v1, v2, v3, v4 // 01006ad602071204
v_minmax_num_f16_e64 v1, v2, v3, v4 // v_minmax_num_f16 v1, v2, v3, v4 // 01006ad602071204
v_minmax_num_f16_e64_dpp v1, v2, v3, v4 // ERROR
v_minmax_num_f32 v1, v2, v3, v4 // v_minmax_num_f32 v1, v2, v3, v4 // 010068d602071204
v_minmax_num_f32_e64 v1, v2, v3, v4 // v_minmax_num_f32 v1, v2, v3, v4 // 010068d602071204
v_minmax_num_f32_e64_dpp v1, v2, v3, v4 // ERROR
v_minmax_u32 v1, v2, v3, v4 // v_minmax_u32 v1, v2, v3, v4 // 010063d602071204
v_minmax_u32_e64 v1, v2, v3, v4 // v_minmax_u32 v1, v2, v3, v4 // 010063d602071204
v_minmax_u32_e64_dpp v1, v2, v3, v4 // ERROR
v_mov_b32 v1, v2 // v_mov_b32_e32 v1, v2 // 0203027e
v_mov_b32_dpp v1, v2 // ERROR
v_mov_b32_e64 v1, v2 // v_mov_b32_e64 v1, v2 // 010081d502010000
v_mov_b32_e64_dpp v1, v2 // ERROR
v_mul_hi_i32_i24 v1, v2, v3 // v_mul_hi_i32_i24_e32 v1, v2, v3 // 02070214
v_mul_hi_i32_i24_dpp v1, v2, v3 // ERROR
v_mul_hi_i32_i24_e64 v1, v2, v3 // v_mul_hi_i32_i24_e64 v1, v2, v3 // 01000ad502070200
v_mul_hi_i32_i24_e64_dpp v1, v2, v3 // ERROR
v_mul_hi_u32_u24 v1, v2, v3 // v_mul_hi_u32_u24_e32 v1, v2, v3 // 02070218
v_mul_hi_u32_u24_dpp v1, v2, v3 // ERROR
v_mul_hi_u32_u24_e64 v1, v2, v3 // v_mul_hi_u32_u24_e64 v1, v2, v3 // 01000cd502070200
v_mul_hi_u32_u24_e64_dpp v1, v2, v3 // ERROR
v_mul_i32_i24 v1, v2, v3 // v_mul_i32_i24_e32 v1, v2, v3 // 02070212
v_mul_i32_i24_dpp v1, v2, v3 // ERROR
v_mul_i32_i24_e64 v1, v2, v3 // v_mul_i32_i24_e64 v1, v2, v3 // 010009d502070200
v_mul_i32_i24_e64_dpp v1, v2, v3 // ERROR
v_mul_lo_u32 v1, v2, v3 // v_mul_lo_u32 v1, v2, v3 // 01002cd702070200
v_mul_lo_u32_e64 v1, v2, v3 // v_mul_lo_u32 v1, v2, v3 // 01002cd702070200
v_mul_u32_u24 v1, v2, v3 // v_mul_u32_u24_e32 v1, v2, v3 // 02070216
v_mul_u32_u24_dpp v1, v2, v3 // ERROR
v_mul_u32_u24_e64 v1, v2, v3 // v_mul_u32_u24_e64 v1, v2, v3 // 01000bd502070200
v_mul_u32_u24_e64_dpp v1, v2, v3 // ERROR
v_nop // v_nop // 0000007e
v_nop_e64 // v_nop // 000080d500000000
v_not_b32 v1, v2 // v_not_b32_e32 v1, v2 // 026f027e
v_not_b32_dpp v1, v2 // ERROR
v_not_b32_e64 v1, v2 // v_not_b32_e64 v1, v2 // 0100b7d502010000
v_not_b32_e64_dpp v1, v2 // ERROR
v_or3_b32 v1, v2, v3, v4 // v_or3_b32 v1, v2, v3, v4 // 010058d602071204
v_or3_b32_e64 v1, v2, v3, v4 // v_or3_b32 v1, v2, v3, v4 // 010058d602071204
v_or3_b32_e64_dpp v1, v2, v3, v4 // ERROR
v_or_b32 v1, v2, v3 // v_or_b32_e32 v1, v2, v3 // 02070238
v_or_b32_dpp v1, v2, v3 // ERROR
v_or_b32_e64 v1, v2, v3 // v_or_b32_e64 v1, v2, v3 // 01001cd502070200
v_or_b32_e64_dpp v1, v2, v3 // ERROR
v_pack_b32_f16 v1, v2, v3 // v_pack_b32_f16 v1, v2, v3 // 010011d702070200
v_pack_b32_f16_e64 v1, v2, v3 // v_pack_b32_f16 v1, v2, v3 // 010011d702070200
v_pack_b32_f16_e64_dpp v1, v2, v3 // ERROR
v_perm_b32 v1, v2, v3, v4 // v_perm_b32 v1, v2, v3, v4 // 010044d602071204
v_perm_b32_e64 v1, v2, v3, v4 // v_perm_b32 v1, v2, v3, v4 // 010044d602071204
v_perm_b32_e64_dpp v1, v2, v3, v4 // ERROR
v_pk_max_f16 v1, v2, v3 // v_pk_max_num_f16 v1, v2, v3 // 01401ccc02070218
v_pk_max_i16 v1, v2, v3 // v_pk_max_i16 v1, v2, v3 // 014007cc02070218
v_pk_max_i16_e64 v1, v2, v3 // v_pk_max_i16 v1, v2, v3 // 014007cc02070218
v_pk_max_num_f16 v1, v2, v3 // v_pk_max_num_f16 v1, v2, v3 // 01401ccc02070218
v_pk_max_num_f16_e64 v1, v2, v3 // v_pk_max_num_f16 v1, v2, v3 // 01401ccc02070218
v_pk_max_u16 v1, v2, v3 // v_pk_max_u16 v1, v2, v3 // 01400ccc02070218
v_pk_max_u16_e64 v1, v2, v3 // v_pk_max_u16 v1, v2, v3 // 01400ccc02070218
v_pk_maximum_f16 v1, v2, v3 // v_pk_maximum_f16 v1, v2, v3 // 01401ecc02070218
v_pk_maximum_f16_e64 v1, v2, v3 // v_pk_maximum_f16 v1, v2, v3 // 01401ecc02070218
v_pk_min_f16 v1, v2, v3 // v_pk_min_num_f16 v1, v2, v3 // 01401bcc02070218
v_pk_min_i16 v1, v2, v3 // v_pk_min_i16 v1, v2, v3 // 014008cc02070218
v_pk_min_i16_e64 v1, v2, v3 // v_pk_min_i16 v1, v2, v3 // 014008cc02070218
v_pk_min_num_f16 v1, v2, v3 // v_pk_min_num_f16 v1, v2, v3 // 01401bcc02070218
v_pk_min_num_f16_e64 v1, v2, v3 // v_pk_min_num_f16 v1, v2, v3 // 01401bcc02070218
v_pk_min_u16 v1, v2, v3 // v_pk_min_u16 v1, v2, v3 // 01400dcc02070218
v_pk_min_u16_e64 v1, v2, v3 // v_pk_min_u16 v1, v2, v3 // 01400dcc02070218
v_pk_minimum_f16 v1, v2, v3 // v_pk_minimum_f16 v1, v2, v3 // 01401dcc02070218
v_pk_minimum_f16_e64 v1, v2, v3 // v_pk_minimum_f16 v1, v2, v3 // 01401dcc02070218
v_readfirstlane_b32 s1, v2 // v_readfirstlane_b32 s1, v2 // 0205027e
v_subrev_nc_u32 v1, v2, v3 // v_subrev_nc_u32_e32 v1, v2, v3 // 0207024e
v_subrev_nc_u32_dpp v1, v2, v3 // ERROR
v_subrev_nc_u32_e64 v1, v2, v3 // v_subrev_nc_u32_e64 v1, v2, v3 // 010027d502070200
v_subrev_nc_u32_e64_dpp v1, v2, v3 // ERROR
v_subrev_u32 v1, v2, v3 // v_subrev_nc_u32_e32 v1, v2, v3 // 0207024e
v_subrev_u32_e64 v1, v2, v3 // v_subrev_nc_u32_e64 v1, v2, v3 // 010027d502070200
v_xor_b32 v1, v2, v3 // v_xor_b32_e32 v1, v2, v3 // 0207023a
v_xor_b32_dpp v1, v2, v3 // ERROR
v_xor_b32_e64 v1, v2, v3 // v_xor_b32_e64 v1, v2, v3 // 01001dd502070200
v_xor_b32_e64_dpp v1, v2, v3 // ERROR
v_max_f32 v5, -1, v2 // v_max_num_f32_e32 v5, -1, v2 // c1040a2c
v_max_f32 v5, 0x12345678, v2 // v_max_num_f32_e32 v5, 0x12345678, v2 // ff040a2c78563412
v_max_f32_e64 v5, -|v1|, v2 clamp mul:2 // v_max_num_f32_e64 v5, -|v1|, v2 clamp mul:2 // 058116d501050228
v_max_f32_e64 v5, v1, -s2 div:2 // v_max_num_f32_e64 v5, v1, -s2 div:2 // 050016d501050058
v_max_f32 v5, 0.15915494, v2 // v_max_num_f32_e32 v5, 0.15915494, v2 // f8040a2c
v_max_f32 v5, 0.1, v2 // v_max_num_f32_e32 v5, 0x3dcccccd, v2 // ff040a2ccdcccc3d
v_max_f32 v5, m0, v2 // v_max_num_f32_e32 v5, m0, v2 // 7d040a2c
v_max_f32 v5, exec_hi, v2 // v_max_num_f32_e32 v5, exec_hi, v2 // 7f040a2c
v_max_f32 v5, src_shared_base, v2 // v_max_num_f32_e32 v5, src_shared_base, v2 // eb040a2c
v_max_f32 v5, ttmp15, v2 // v_max_num_f32_e32 v5, ttmp15, v2 // 7b040a2c
v_max_f32 v255, v255, v255 // v_max_num_f32_e32 v255, v255, v255 // ffffff2d
v_max_f16 v5, 1.5, v2 // v_max_num_f16_e32 v5, 0x3e00, v2 // ff040a62003e0000
v_max_f16 v5, 0x3118, v2 // v_max_num_f16_e32 v5, 0.15915494, v2 // f8040a62
v_max_f16 v5, -17, v2 // v_max_num_f16_e32 v5, 0xffef, v2 // ff040a62efff0000
v_max_f64 v[4:5], 2.0, v[2:3] // v_max_num_f64_e32 v[4:5], 2.0, v[2:3] // f404081c
v_max_f64 v[4:5], 0x3fc45f30, v[2:3] // v_max_num_f64_e32 v[4:5], 0x3fc45f30, v[2:3] // ff04081c305fc43f
v_max_f64 v[4:5], s[2:3], vcc // v_max_num_f64_e64 v[4:5], s[2:3], vcc // 04000ed502d40000
v_max3_f16 v5, -v1, v2, v3 op_sel:[1,0,0,1] clamp mul:2 // v_max3_num_f16 v5, -v1, v2, v3 op_sel:[1,0,0,1] clamp mul:2 // 05c82cd601050e2c
v_pk_max_f16 v5, v1, v2 op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[1,0] neg_hi:[0,1] clamp // v_pk_max_num_f16 v5, v1, v2 op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[1,0] neg_hi:[0,1] clamp // 05ca1ccc01050230
v_pk_max_f16 v5, 1.0, v2 op_sel_hi:[1,0] // v_pk_max_num_f16 v5, 1.0, v2 op_sel_hi:[1,0] // 05401cccf2040208
v_pk_max_i16 v5, 0x10001, v2 // v_pk_max_i16 v5, 0x10001, v2 // 054007ccff04021801000100
v_cmp_o_f32 vcc_lo, v1, v2 // v_cmp_o_f32_e32 vcc_lo, v1, v2 // 01052e7c
v_cmp_u_f32 vcc_lo, s1, v2 // v_cmp_u_f32_e32 vcc_lo, s1, v2 // 0104307c
v_cmp_class_f32 vcc_lo, v1, 3 // v_cmp_class_f32_e64 vcc_lo, v1, 3 // 6a007ed401070100
v_cndmask_b32 v0, v1, v2, vcc_lo // v_cndmask_b32_e32 v0, v1, v2, vcc_lo // 01050002
v_cndmask_b32 v0, 0x7fc00000, v2, vcc_lo // v_cndmask_b32_e32 v0, 0x7fc00000, v2, vcc_lo // ff0400020000c07f
v_mov_b32 v3, 0x7fc00000 // v_mov_b32_e32 v3, 0x7fc00000 // ff02067e0000c07f
v_mov_b32 v3, s5 // v_mov_b32_e32 v3, s5 // 0502067e
s_nop 1 // s_nop 1 // 010080bf
s_waitcnt vmcnt(0) lgkmcnt(0) // s_waitcnt vmcnt(0) lgkmcnt(0) // 070089bf
s_waitcnt lgkmcnt(0) // s_waitcnt lgkmcnt(0) // 07fc89bf
s_endpgm // s_endpgm // 0000b0bf
s_branch -1 // s_branch -1 // ffffa0bf // DIS: s_branch 65535
s_cbranch_execz 65535 // s_cbranch_execz 65535 // ffffa5bf
s_movk_i32 m0, -2 // s_movk_i32 m0, 0xfffe // feff7db0
global_store_dword v0, v1, s[0:1] offset:16 sc0 sc1 // ERROR
global_load_dword v1, v[2:3], off sc0 nt sc1 // ERROR
global_load_dword v1, v[2:3], off nt // ERROR
v_max_f32_e64 v0, s1, s2 // v_max_num_f32_e64 v0, s1, s2 // 000016d501040000
v_max3_f32 v0, s1, s2, s3 // ERROR
v_max3_f32 v0, 0x12345678, v1, v2 // v_max3_num_f32 v0, 0x12345678, v1, v2 // 00002ad6ff020a0478563412
v_max_f64 v[1:2], v[2:3], v[4:5] // v_max_num_f64_e32 v[1:2], v[2:3], v[4:5] // 0209021c
v_maximum_f32 v0, v1, v2 // v_maximum_f32 v0, v1, v2 // 000066d701050200
v_maximum3_f32 v0, v1, v2, v3 // v_maximum3_f32 v0, v1, v2, v3 // 00002ed601050e04
v_max_f32_e32 v5, v2, s3 // ERROR
v_max_f32 v5, null, v2 // v_max_num_f32_e32 v5, null, v2 // 7c040a2c
v_max_f32 v5, s102, v2 // v_max_num_f32_e32 v5, s102, v2 // 66040a2c
v_nop_e32 // v_nop // 0000007e
v_nop v1 // ERROR
v_nop 0 // ERROR
v_nop clamp // ERROR
v_nop_e64 clamp // ERROR
v_nop_e64 mul:2 // ERROR
v_nop_e64_dpp quad_perm:[0,1,2,3] // ERROR
global_load_b128 v[2:5], v0, s[0:1] offset:16 // global_load_b128 v[2:5], v0, s[0:1] offset:16 // 00c005ee0200000000100000
global_load_b32 v1, v0, s[0:1] offset:16 // global_load_b32 v1, v0, s[0:1] offset:16 // 000005ee0100000000100000
global_load_b64 v[2:3], v0, s[0:1] offset:16 // global_load_b64 v[2:3], v0, s[0:1] offset:16 // 004005ee0200000000100000
global_load_b96 v[2:4], v0, s[0:1] offset:16 // global_load_b96 v[2:4], v0, s[0:1] offset:16 // 008005ee0200000000100000
global_load_dword v1, v0, s[0:1] offset:16 // global_load_b32 v1, v0, s[0:1] offset:16 // 000005ee0100000000100000
global_load_dwordx2 v[2:3], v0, s[0:1] offset:16 // global_load_b64 v[2:3], v0, s[0:1] offset:16 // 004005ee0200000000100000
global_load_dwordx3 v[2:4], v0, s[0:1] offset:16 // global_load_b96 v[2:4], v0, s[0:1] offset:16 // 008005ee0200000000100000
global_load_dwordx4 v[2:5], v0, s[0:1] offset:16 // global_load_b128 v[2:5], v0, s[0:1] offset:16 // 00c005ee0200000000100000
global_load_u16 v1, v0, s[0:1] offset:16 // global_load_u16 v1, v0, s[0:1] offset:16 // 008004ee0100000000100000
global_load_ushort v1, v0, s[0:1] offset:16 // global_load_u16 v1, v0, s[0:1] offset:16 // 008004ee0100000000100000
global_store_b128 v0, v[2:5], s[0:1] offset:16 // global_store_b128 v0, v[2:5], s[0:1] offset:16 // 004007ee0000000100100000
global_store_b16 v0, v1, s[0:1] offset:16 // global_store_b16 v0, v1, s[0:1] offset:16 // 004006ee0000800000100000
global_store_b32 v0, v1, s[0:1] offset:16 // global_store_b32 v0, v1, s[0:1] offset:16 // 008006ee0000800000100000
global_store_b64 v0, v[2:3], s[0:1] offset:16 // global_store_b64 v0, v[2:3], s[0:1] offset:16 // 00c006ee0000000100100000
global_store_b96 v0, v[2:4], s[0:1] offset:16 // global_store_b96 v0, v[2:4], s[0:1] offset:16 // 000007ee0000000100100000
global_store_dword v0, v1, s[0:1] offset:16 // global_store_b32 v0, v1, s[0:1] offset:16 // 008006ee0000800000100000
global_store_dwordx2 v0, v[2:3], s[0:1] offset:16 // global_store_b64 v0, v[2:3], s[0:1] offset:16 // 00c006ee0000000100100000
global_store_dwordx3 v0, v[2:4], s[0:1] offset:16 // global_store_b96 v0, v[2:4], s[0:1] offset:16 // 000007ee0000000100100000
global_store_dwordx4 v0, v[2:5], s[0:1] offset:16 // global_store_b128 v0, v[2:5], s[0:1] offset:16 // 004007ee0000000100100000
global_store_short v0, v1, s[0:1] offset:16 // global_store_b16 v0, v1, s[0:1] offset:16 // 004006ee0000800000100000
s_add_co_ci_u32 s2, s3, s4 // s_add_co_ci_u32 s2, s3, s4 // 03040282
s_add_co_i32 s2, s3, s4 // s_add_co_i32 s2, s3, s4 // 03040281
s_add_co_u32 s2, s3, s4 // s_add_co_u32 s2, s3, s4 // 03040280
s_add_i32 s2, s3, s4 // s_add_co_i32 s2, s3, s4 // 03040281
s_add_nc_u64 s[4:5], s[6:7], s[8:9] // s_add_nc_u64 s[4:5], s[6:7], s[8:9] // 060884a9
s_add_u32 s2, s3, s4 // s_add_co_u32 s2, s3, s4 // 03040280
s_addc_u32 s2, s3, s4 // s_add_co_ci_u32 s2, s3, s4 // 03040282
s_addk_co_i32 s5, 0x7fff // s_addk_co_i32 s5, 0x7fff // ff7f85b7
s_addk_i32 s5, 0x7fff // s_addk_co_i32 s5, 0x7fff // ff7f85b7
s_and_b32 s2, s3, s4 // s_and_b32 s2, s3, s4 // 0304028b
s_and_b64 s[4:5], s[6:7], s[8:9] // s_and_b64 s[4:5], s[6:7], s[8:9] // 0608848b
s_and_not1_b32 s2, s3, s4 // s_and_not1_b32 s2, s3, s4 // 03040291
s_and_not1_b64 s[4:5], s[6:7], s[8:9] // s_and_not1_b64 s[4:5], s[6:7], s[8:9] // 06088491
s_and_not1_saveexec_b32 s2, s3 // s_and_not1_saveexec_b32 s2, s3 // 033082be
s_and_not1_saveexec_b64 s[4:5], s[6:7] // s_and_not1_saveexec_b64 s[4:5], s[6:7] // 063184be
s_and_saveexec_b32 s2, s3 // s_and_saveexec_b32 s2, s3 // 032082be
s_and_saveexec_b64 s[4:5], s[6:7] // s_and_saveexec_b64 s[4:5], s[6:7] // 062184be
s_andn2_b32 s2, s3, s4 // s_and_not1_b32 s2, s3, s4 // 03040291
s_andn2_b64 s[4:5], s[6:7], s[8:9] // s_and_not1_b64 s[4:5], s[6:7], s[8:9] // 06088491
s_andn2_saveexec_b32 s2, s3 // s_and_not1_saveexec_b32 s2, s3 // 033082be
s_andn2_saveexec_b64 s[4:5], s[6:7] // s_and_not1_saveexec_b64 s[4:5], s[6:7] // 063184be
s_bitcmp0_b32 s3, s4 // s_bitcmp0_b32 s3, s4 // 03040cbf
s_bitcmp1_b32 s3, s4 // s_bitcmp1_b32 s3, s4 // 03040dbf
s_branch 3 // s_branch 3 // 0300a0bf
s_brev_b32 s2, s3 // s_brev_b32 s2, s3 // 030482be
s_cbranch_execnz 3 // s_cbranch_execnz 3 // 0300a6bf
s_cbranch_execz 3 // s_cbranch_execz 3 // 0300a5bf
s_cbranch_scc0 3 // s_cbranch_scc0 3 // 0300a1bf
s_cbranch_scc1 3 // s_cbranch_scc1 3 // 0300a2bf
s_cbranch_vccnz 3 // s_cbranch_vccnz 3 // 0300a4bf
s_cbranch_vccz 3 // s_cbranch_vccz 3 // 0300a3bf
s_clause 1 // s_clause 0x1 // 010085bf
s_cmp_eq_u32 s3, s4 // s_cmp_eq_u32 s3, s4 // 030406bf
s_cmp_eq_u64 s[6:7], s[8:9] // s_cmp_eq_u64 s[6:7], s[8:9] // 060810bf
s_cmp_lg_u32 s3, s4 // s_cmp_lg_u32 s3, s4 // 030407bf
s_cmp_o_f16 s3, s4 // s_cmp_o_f16 s3, s4 // 030457bf
s_cmp_o_f32 s3, s4 // s_cmp_o_f32 s3, s4 // 030447bf
s_cmp_u_f16 s3, s4 // s_cmp_u_f16 s3, s4 // 030458bf
s_cmp_u_f32 s3, s4 // s_cmp_u_f32 s3, s4 // 030448bf
s_cselect_b32 s2, s3, s4 // s_cselect_b32 s2, s3, s4 // 03040298
s_cselect_b64 s[4:5], s[6:7], s[8:9] // s_cselect_b64 s[4:5], s[6:7], s[8:9] // 06088498
s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1) // s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1) // 910087bf
s_endpgm // s_endpgm // 0000b0bf
s_getpc_b64 s[4:5] // s_getpc_b64 s[4:5] // 004784be
s_load_b128 s[0:3], s[4:5], 0x10 // s_load_b128 s[0:3], s[4:5], 0x10 // 024000f4100000f8
s_load_b256 s[0:7], s[4:5], 0x10 // s_load_b256 s[0:7], s[4:5], 0x10 // 026000f4100000f8
s_load_b32 s0, s[4:5], 0x10 // s_load_b32 s0, s[4:5], 0x10 // 020000f4100000f8
s_load_b512 s[0:15], s[4:5], 0x10 // s_load_b512 s[0:15], s[4:5], 0x10 // 028000f4100000f8
s_load_b64 s[0:1], s[4:5], 0x10 // s_load_b64 s[0:1], s[4:5], 0x10 // 022000f4100000f8
s_load_b96 s[0:2], s[4:5], 0x10 // s_load_b96 s[0:2], s[4:5], 0x10 // 02a000f4100000f8
s_load_dword s0, s[4:5], 0x10 // s_load_b32 s0, s[4:5], 0x10 // 020000f4100000f8
s_load_dwordx16 s[0:15], s[4:5], 0x10 // s_load_b512 s[0:15], s[4:5], 0x10 // 028000f4100000f8
s_load_dwordx2 s[0:1], s[4:5], 0x10 // s_load_b64 s[0:1], s[4:5], 0x10 // 022000f4100000f8
s_load_dwordx4 s[0:3], s[4:5], 0x10 // s_load_b128 s[0:3], s[4:5], 0x10 // 024000f4100000f8
s_load_dwordx8 s[0:7], s[4:5], 0x10 // s_load_b256 s[0:7], s[4:5], 0x10 // 026000f4100000f8
s_load_u16 s0, s[4:5], 0x10 // s_load_u16 s0, s[4:5], 0x10 // 026001f4100000f8
s_lshl_b32 s2, s3, s4 // s_lshl_b32 s2, s3, s4 // 03040284
s_lshl_b64 s[4:5], s[6:7], s4 // s_lshl_b64 s[4:5], s[6:7], s4 // 06048484
s_lshr_b32 s2, s3, s4 // s_lshr_b32 s2, s3, s4 // 03040285
s_max_f16 s2, s3, s4 // s_max_num_f16 s2, s3, s4 // 030402a6
s_max_f32 s2, s3, s4 // s_max_num_f32 s2, s3, s4 // 030482a1
s_max_i32 s2, s3, s4 // s_max_i32 s2, s3, s4 // 0304028a
s_max_num_f16 s2, s3, s4 // s_max_num_f16 s2, s3, s4 // 030402a6
s_max_num_f32 s2, s3, s4 // s_max_num_f32 s2, s3, s4 // 030482a1
s_max_u32 s2, s3, s4 // s_max_u32 s2, s3, s4 // 0304828a
s_maximum_f16 s2, s3, s4 // s_maximum_f16 s2, s3, s4 // 030402a9
s_maximum_f32 s2, s3, s4 // s_maximum_f32 s2, s3, s4 // 030402a8
s_min_f16 s2, s3, s4 // s_min_num_f16 s2, s3, s4 // 030482a5
s_min_f32 s2, s3, s4 // s_min_num_f32 s2, s3, s4 // 030402a1
s_min_i32 s2, s3, s4 // s_min_i32 s2, s3, s4 // 03040289
s_min_num_f16 s2, s3, s4 // s_min_num_f16 s2, s3, s4 // 030482a5
s_min_num_f32 s2, s3, s4 // s_min_num_f32 s2, s3, s4 // 030402a1
s_min_u32 s2, s3, s4 // s_min_u32 s2, s3, s4 // 03048289
s_minimum_f16 s2, s3, s4 // s_minimum_f16 s2, s3, s4 // 030482a8
s_minimum_f32 s2, s3, s4 // s_minimum_f32 s2, s3, s4 // 030482a7
s_mov_b32 s2, s3 // s_mov_b32 s2, s3 // 030082be
s_mov_b64 s[4:5], s[6:7] // s_mov_b64 s[4:5], s[6:7] // 060184be
s_movk_i32 s5, 0x7fff // s_movk_i32 s5, 0x7fff // ff7f05b0
s_mul_hi_u32 s2, s3, s4 // s_mul_hi_u32 s2, s3, s4 // 03048296
s_mul_i32 s2, s3, s4 // s_mul_i32 s2, s3, s4 // 03040296
s_mul_u64 s[4:5], s[6:7], s[8:9] // s_mul_u64 s[4:5], s[6:7], s[8:9] // 060884aa
s_mulk_i32 s5, 0x7fff // s_mulk_i32 s5, 0x7fff // ff7f05b8
s_nop 1 // s_nop 1 // 010080bf
s_or_b32 s2, s3, s4 // s_or_b32 s2, s3, s4 // 0304028c
s_or_b64 s[4:5], s[6:7], s[8:9] // s_or_b64 s[4:5], s[6:7], s[8:9] // 0608848c
s_or_saveexec_b32 s2, s3 // s_or_saveexec_b32 s2, s3 // 032282be
s_or_saveexec_b64 s[4:5], s[6:7] // s_or_saveexec_b64 s[4:5], s[6:7] // 062384be
s_pack_hh_b32_b16 s2, s3, s4 // s_pack_hh_b32_b16 s2, s3, s4 // 0304029a
s_pack_hl_b32_b16 s2, s3, s4 // s_pack_hl_b32_b16 s2, s3, s4 // 0304829a
s_pack_lh_b32_b16 s2, s3, s4 // s_pack_lh_b32_b16 s2, s3, s4 // 03048299
s_pack_ll_b32_b16 s2, s3, s4 // s_pack_ll_b32_b16 s2, s3, s4 // 03040299
s_sendmsg sendmsg(MSG_INTERRUPT) // s_sendmsg sendmsg(MSG_INTERRUPT) // 0100b6bf
s_setpc_b64 s[6:7] // s_setpc_b64 s[6:7] // 064880be
s_sext_i32_i16 s2, s3 // s_sext_i32_i16 s2, s3 // 030f82be
s_sext_i32_i8 s2, s3 // s_sext_i32_i8 s2, s3 // 030e82be
s_swappc_b64 s[4:5], s[6:7] // s_swappc_b64 s[4:5], s[6:7] // 064984be
s_wait_bvhcnt 1 // s_wait_bvhcnt 0x1 // 0100c3bf
s_wait_dscnt 1 // s_wait_dscnt 0x1 // 0100c6bf
s_wait_expcnt 1 // s_wait_expcnt 0x1 // 0100c4bf
s_wait_kmcnt 1 // s_wait_kmcnt 0x1 // 0100c7bf
s_wait_loadcnt 1 // s_wait_loadcnt 0x1 // 0100c0bf
s_wait_loadcnt_dscnt 1 // s_wait_loadcnt_dscnt 0x1 // 0100c8bf
s_wait_samplecnt 1 // s_wait_samplecnt 0x1 // 0100c2bf
s_wait_storecnt 1 // s_wait_storecnt 0x1 // 0100c1bf
s_waitcnt vmcnt(0) lgkmcnt(0) // s_waitcnt vmcnt(0) lgkmcnt(0) // 070089bf
s_xor_b32 s2, s3, s4 // s_xor_b32 s2, s3, s4 // 0304028d
s_xor_b64 s[4:5], s[6:7], s[8:9] // s_xor_b64 s[4:5], s[6:7], s[8:9] // 0608848d
s_xor_saveexec_b32 s2, s3 // s_xor_saveexec_b32 s2, s3 // 032482be
s_xor_saveexec_b64 s[4:5], s[6:7] // s_xor_saveexec_b64 s[4:5], s[6:7] // 062584be
v_add3_u32 v1, v2, v3, v4 // v_add3_u32 v1, v2, v3, v4 // 010055d602071204
v_add3_u32_e64 v1, v2, v3, v4 // v_add3_u32 v1, v2, v3, v4 // 010055d602071204
v_add3_u32_e64_dpp v1, v2, v3, v4 row_mirror // v_add3_u32_e64_dpp v1, v2, v3, v4 row_mirror row_mask:0xf bank_mask:0xf // 010055d6fa061204024001ff
v_add_co_ci_u32 v1, vcc_lo, v2, v3, vcc_lo // v_add_co_ci_u32_e32 v1, vcc_lo, v2, v3, vcc_lo // 02070240
v_add_co_ci_u32_e64 v1, s10, v2, v3, s10 // v_add_co_ci_u32_e64 v1, s10, v2, v3, s10 // 010a20d502072a00
v_add_co_u32 v1, vcc_lo, v2, v3 // v_add_co_u32 v1, vcc_lo, v2, v3 // 016a00d702070200
v_add_co_u32_e64 v1, s10, v2, v3 // v_add_co_u32 v1, s10, v2, v3 // 010a00d702070200
v_add_lshl_u32 v1, v2, v3, v4 // v_add_lshl_u32 v1, v2, v3, v4 // 010047d602071204
v_add_lshl_u32_e64 v1, v2, v3, v4 // v_add_lshl_u32 v1, v2, v3, v4 // 010047d602071204
v_add_lshl_u32_e64_dpp v1, v2, v3, v4 row_mirror // v_add_lshl_u32_e64_dpp v1, v2, v3, v4 row_mirror row_mask:0xf bank_mask:0xf // 010047d6fa061204024001ff
v_add_nc_u32 v1, v2, v3 // v_add_nc_u32_e32 v1, v2, v3 // 0207024a
v_add_nc_u32_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_add_nc_u32_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906024a02773905
v_add_nc_u32_e64 v1, v2, v3 // v_add_nc_u32_e64 v1, v2, v3 // 010025d502070200
v_add_nc_u32_e64_dpp v1, v2, v3 row_shl:1 // v_add_nc_u32_e64_dpp v1, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // 010025d5fa060200020101ff
v_add_u32 v1, v2, v3 // v_add_nc_u32_e32 v1, v2, v3 // 0207024a
v_add_u32_e64 v1, v2, v3 // v_add_nc_u32_e64 v1, v2, v3 // 010025d502070200
v_and_b32 v1, v2, v3 // v_and_b32_e32 v1, v2, v3 // 02070236
v_and_b32_dpp v1, v2, v3 row_shl:1 // v_and_b32_dpp v1, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // fa060236020101ff
v_and_b32_e64 v1, v2, v3 // v_and_b32_e64 v1, v2, v3 // 01001bd502070200
v_and_b32_e64_dpp v1, v2, v3 row_shl:1 // v_and_b32_e64_dpp v1, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // 01001bd5fa060200020101ff
v_and_or_b32 v1, v2, v3, v4 // v_and_or_b32 v1, v2, v3, v4 // 010057d602071204
v_and_or_b32_e64 v1, v2, v3, v4 // v_and_or_b32 v1, v2, v3, v4 // 010057d602071204
v_and_or_b32_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // v_and_or_b32_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // 010057d6e906120402773905
v_bfe_u32 v1, v2, v3, v4 // v_bfe_u32 v1, v2, v3, v4 // 010010d602071204
v_bfe_u32_e64 v1, v2, v3, v4 // v_bfe_u32 v1, v2, v3, v4 // 010010d602071204
v_bfe_u32_e64_dpp v1, v2, v3, v4 row_shl:1 // v_bfe_u32_e64_dpp v1, v2, v3, v4 row_shl:1 row_mask:0xf bank_mask:0xf // 010010d6fa061204020101ff
v_bfi_b32 v1, v2, v3, v4 // v_bfi_b32 v1, v2, v3, v4 // 010012d602071204
v_bfi_b32_e64 v1, v2, v3, v4 // v_bfi_b32 v1, v2, v3, v4 // 010012d602071204
v_bfi_b32_e64_dpp v1, v2, v3, v4 row_shl:1 // v_bfi_b32_e64_dpp v1, v2, v3, v4 row_shl:1 row_mask:0xf bank_mask:0xf // 010012d6fa061204020101ff
v_bfrev_b32 v1, v2 // v_bfrev_b32_e32 v1, v2 // 0271027e
v_bfrev_b32_dpp v1, v2 row_mirror // v_bfrev_b32_dpp v1, v2 row_mirror row_mask:0xf bank_mask:0xf // fa70027e024001ff
v_bfrev_b32_e64 v1, v2 // v_bfrev_b32_e64 v1, v2 // 0100b8d502010000
v_bfrev_b32_e64_dpp v1, v2 quad_perm:[0,1,2,3] // v_bfrev_b32_e64_dpp v1, v2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // 0100b8d5fa00000002e400ff
v_cmp_class_f16 vcc_lo, v2, v3 // v_cmp_class_f16_e32 vcc_lo, v2, v3 // 0207fa7c
v_cmp_class_f16_dpp vcc_lo, v2, v3 row_mirror // v_cmp_class_f16 vcc_lo, v2, v3 row_mirror row_mask:0xf bank_mask:0xf // fa06fa7c024001ff
v_cmp_class_f16_e64 s10, v2, v3 // v_cmp_class_f16_e64 s10, v2, v3 // 0a007dd402070200
v_cmp_class_f16_e64_dpp vcc_lo, v2, v3 row_shl:1 // v_cmp_class_f16_e64_dpp vcc_lo, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // 6a007dd4fa060200020101ff
v_cmp_class_f32 vcc_lo, v2, v3 // v_cmp_class_f32_e32 vcc_lo, v2, v3 // 0207fc7c
v_cmp_class_f32_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_class_f32 vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906fc7c02773905
v_cmp_class_f32_e64 s10, v2, v3 // v_cmp_class_f32_e64 s10, v2, v3 // 0a007ed402070200
v_cmp_class_f32_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_class_f32_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 6a007ed4e906020002773905
v_cmp_class_f64 vcc_lo, v[4:5], v3 // v_cmp_class_f64_e32 vcc_lo, v[4:5], v3 // 0407fe7c
v_cmp_class_f64_e64 s10, v[4:5], v3 // v_cmp_class_f64_e64 s10, v[4:5], v3 // 0a007fd404070200
v_cmp_eq_f16 vcc_lo, v2, v3 // v_cmp_eq_f16_e32 vcc_lo, v2, v3 // 0207047c
v_cmp_eq_f16_dpp vcc_lo, v2, v3 quad_perm:[0,1,2,3] // v_cmp_eq_f16 vcc_lo, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // fa06047c02e400ff
v_cmp_eq_f16_e64 s10, v2, v3 // v_cmp_eq_f16_e64 s10, v2, v3 // 0a0002d402070200
v_cmp_eq_f16_e64_dpp vcc_lo, v2, v3 quad_perm:[0,1,2,3] // v_cmp_eq_f16_e64_dpp vcc_lo, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // 6a0002d4fa06020002e400ff
v_cmp_eq_f32 vcc_lo, v2, v3 // v_cmp_eq_f32_e32 vcc_lo, v2, v3 // 0207247c
v_cmp_eq_f32_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_eq_f32 vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906247c02773905
v_cmp_eq_f32_e64 s10, v2, v3 // v_cmp_eq_f32_e64 s10, v2, v3 // 0a0012d402070200
v_cmp_eq_f32_e64_dpp vcc_lo, v2, v3 quad_perm:[0,1,2,3] // v_cmp_eq_f32_e64_dpp vcc_lo, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // 6a0012d4fa06020002e400ff
v_cmp_eq_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_eq_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d447c
v_cmp_eq_f64_e64 s10, v[4:5], v[6:7] // v_cmp_eq_f64_e64 s10, v[4:5], v[6:7] // 0a0022d4040d0200
v_cmp_eq_i32 vcc_lo, v2, v3 // v_cmp_eq_i32_e32 vcc_lo, v2, v3 // 0207847c
v_cmp_eq_i32_dpp vcc_lo, v2, v3 row_mirror // v_cmp_eq_i32 vcc_lo, v2, v3 row_mirror row_mask:0xf bank_mask:0xf // fa06847c024001ff
v_cmp_eq_i32_e64 s10, v2, v3 // v_cmp_eq_i32_e64 s10, v2, v3 // 0a0042d402070200
v_cmp_eq_i32_e64_dpp vcc_lo, v2, v3 row_mirror // v_cmp_eq_i32_e64_dpp vcc_lo, v2, v3 row_mirror row_mask:0xf bank_mask:0xf // 6a0042d4fa060200024001ff
v_cmp_eq_u16 vcc_lo, v2, v3 // v_cmp_eq_u16_e32 vcc_lo, v2, v3 // 0207747c
v_cmp_eq_u16_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_eq_u16 vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906747c02773905
v_cmp_eq_u16_e64 s10, v2, v3 // v_cmp_eq_u16_e64 s10, v2, v3 // 0a003ad402070200
v_cmp_eq_u16_e64_dpp vcc_lo, v2, v3 quad_perm:[0,1,2,3] // v_cmp_eq_u16_e64_dpp vcc_lo, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // 6a003ad4fa06020002e400ff
v_cmp_eq_u32 vcc_lo, v2, v3 // v_cmp_eq_u32_e32 vcc_lo, v2, v3 // 0207947c
v_cmp_eq_u32_dpp vcc_lo, v2, v3 quad_perm:[0,1,2,3] // v_cmp_eq_u32 vcc_lo, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // fa06947c02e400ff
v_cmp_eq_u32_e64 s10, v2, v3 // v_cmp_eq_u32_e64 s10, v2, v3 // 0a004ad402070200
v_cmp_eq_u32_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_eq_u32_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 6a004ad4e906020002773905
v_cmp_eq_u64 vcc_lo, v[4:5], v[6:7] // v_cmp_eq_u64_e32 vcc_lo, v[4:5], v[6:7] // 040db47c
v_cmp_eq_u64_e64 s10, v[4:5], v[6:7] // v_cmp_eq_u64_e64 s10, v[4:5], v[6:7] // 0a005ad4040d0200
v_cmp_ge_f16 vcc_lo, v2, v3 // v_cmp_ge_f16_e32 vcc_lo, v2, v3 // 02070c7c
v_cmp_ge_f16_dpp vcc_lo, v2, v3 row_mirror // v_cmp_ge_f16 vcc_lo, v2, v3 row_mirror row_mask:0xf bank_mask:0xf // fa060c7c024001ff
v_cmp_ge_f16_e64 s10, v2, v3 // v_cmp_ge_f16_e64 s10, v2, v3 // 0a0006d402070200
v_cmp_ge_f16_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_ge_f16_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 6a0006d4e906020002773905
v_cmp_ge_f32 vcc_lo, v2, v3 // v_cmp_ge_f32_e32 vcc_lo, v2, v3 // 02072c7c
v_cmp_ge_f32_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_ge_f32 vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e9062c7c02773905
v_cmp_ge_f32_e64 s10, v2, v3 // v_cmp_ge_f32_e64 s10, v2, v3 // 0a0016d402070200
v_cmp_ge_f32_e64_dpp vcc_lo, v2, v3 row_mirror // v_cmp_ge_f32_e64_dpp vcc_lo, v2, v3 row_mirror row_mask:0xf bank_mask:0xf // 6a0016d4fa060200024001ff
v_cmp_ge_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_ge_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d4c7c
v_cmp_ge_f64_e64 s10, v[4:5], v[6:7] // v_cmp_ge_f64_e64 s10, v[4:5], v[6:7] // 0a0026d4040d0200
v_cmp_ge_i32 vcc_lo, v2, v3 // v_cmp_ge_i32_e32 vcc_lo, v2, v3 // 02078c7c
v_cmp_ge_i32_dpp vcc_lo, v2, v3 row_shl:1 // v_cmp_ge_i32 vcc_lo, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // fa068c7c020101ff
v_cmp_ge_i32_e64 s10, v2, v3 // v_cmp_ge_i32_e64 s10, v2, v3 // 0a0046d402070200
v_cmp_ge_i32_e64_dpp vcc_lo, v2, v3 quad_perm:[0,1,2,3] // v_cmp_ge_i32_e64_dpp vcc_lo, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // 6a0046d4fa06020002e400ff
v_cmp_ge_u32 vcc_lo, v2, v3 // v_cmp_ge_u32_e32 vcc_lo, v2, v3 // 02079c7c
v_cmp_ge_u32_dpp vcc_lo, v2, v3 row_shl:1 // v_cmp_ge_u32 vcc_lo, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // fa069c7c020101ff
v_cmp_ge_u32_e64 s10, v2, v3 // v_cmp_ge_u32_e64 s10, v2, v3 // 0a004ed402070200
v_cmp_ge_u32_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_ge_u32_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 6a004ed4e906020002773905
v_cmp_gt_f16 vcc_lo, v2, v3 // v_cmp_gt_f16_e32 vcc_lo, v2, v3 // 0207087c
v_cmp_gt_f16_dpp vcc_lo, v2, v3 row_shl:1 // v_cmp_gt_f16 vcc_lo, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // fa06087c020101ff
v_cmp_gt_f16_e64 s10, v2, v3 // v_cmp_gt_f16_e64 s10, v2, v3 // 0a0004d402070200
v_cmp_gt_f16_e64_dpp vcc_lo, v2, v3 quad_perm:[0,1,2,3] // v_cmp_gt_f16_e64_dpp vcc_lo, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // 6a0004d4fa06020002e400ff
v_cmp_gt_f32 vcc_lo, v2, v3 // v_cmp_gt_f32_e32 vcc_lo, v2, v3 // 0207287c
v_cmp_gt_f32_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_gt_f32 vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906287c02773905
v_cmp_gt_f32_e64 s10, v2, v3 // v_cmp_gt_f32_e64 s10, v2, v3 // 0a0014d402070200
v_cmp_gt_f32_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_gt_f32_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 6a0014d4e906020002773905
v_cmp_gt_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_gt_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d487c
v_cmp_gt_f64_e64 s10, v[4:5], v[6:7] // v_cmp_gt_f64_e64 s10, v[4:5], v[6:7] // 0a0024d4040d0200
v_cmp_gt_i16 vcc_lo, v2, v3 // v_cmp_gt_i16_e32 vcc_lo, v2, v3 // 0207687c
v_cmp_gt_i16_dpp vcc_lo, v2, v3 quad_perm:[0,1,2,3] // v_cmp_gt_i16 vcc_lo, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // fa06687c02e400ff
v_cmp_gt_i16_e64 s10, v2, v3 // v_cmp_gt_i16_e64 s10, v2, v3 // 0a0034d402070200
v_cmp_gt_i16_e64_dpp vcc_lo, v2, v3 quad_perm:[0,1,2,3] // v_cmp_gt_i16_e64_dpp vcc_lo, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // 6a0034d4fa06020002e400ff
v_cmp_gt_i32 vcc_lo, v2, v3 // v_cmp_gt_i32_e32 vcc_lo, v2, v3 // 0207887c
v_cmp_gt_i32_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_gt_i32 vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906887c02773905
v_cmp_gt_i32_e64 s10, v2, v3 // v_cmp_gt_i32_e64 s10, v2, v3 // 0a0044d402070200
v_cmp_gt_i32_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_gt_i32_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 6a0044d4e906020002773905
v_cmp_gt_i64 vcc_lo, v[4:5], v[6:7] // v_cmp_gt_i64_e32 vcc_lo, v[4:5], v[6:7] // 040da87c
v_cmp_gt_i64_e64 s10, v[4:5], v[6:7] // v_cmp_gt_i64_e64 s10, v[4:5], v[6:7] // 0a0054d4040d0200
v_cmp_gt_u32 vcc_lo, v2, v3 // v_cmp_gt_u32_e32 vcc_lo, v2, v3 // 0207987c
v_cmp_gt_u32_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_gt_u32 vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906987c02773905
v_cmp_gt_u32_e64 s10, v2, v3 // v_cmp_gt_u32_e64 s10, v2, v3 // 0a004cd402070200
v_cmp_gt_u32_e64_dpp vcc_lo, v2, v3 row_mirror // v_cmp_gt_u32_e64_dpp vcc_lo, v2, v3 row_mirror row_mask:0xf bank_mask:0xf // 6a004cd4fa060200024001ff
v_cmp_gt_u64 vcc_lo, v[4:5], v[6:7] // v_cmp_gt_u64_e32 vcc_lo, v[4:5], v[6:7] // 040db87c
v_cmp_gt_u64_e64 s10, v[4:5], v[6:7] // v_cmp_gt_u64_e64 s10, v[4:5], v[6:7] // 0a005cd4040d0200
v_cmp_le_f16 vcc_lo, v2, v3 // v_cmp_le_f16_e32 vcc_lo, v2, v3 // 0207067c
v_cmp_le_f16_dpp vcc_lo, v2, v3 row_mirror // v_cmp_le_f16 vcc_lo, v2, v3 row_mirror row_mask:0xf bank_mask:0xf // fa06067c024001ff
v_cmp_le_f16_e64 s10, v2, v3 // v_cmp_le_f16_e64 s10, v2, v3 // 0a0003d402070200
v_cmp_le_f16_e64_dpp vcc_lo, v2, v3 row_mirror // v_cmp_le_f16_e64_dpp vcc_lo, v2, v3 row_mirror row_mask:0xf bank_mask:0xf // 6a0003d4fa060200024001ff
v_cmp_le_f32 vcc_lo, v2, v3 // v_cmp_le_f32_e32 vcc_lo, v2, v3 // 0207267c
v_cmp_le_f32_dpp vcc_lo, v2, v3 quad_perm:[0,1,2,3] // v_cmp_le_f32 vcc_lo, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // fa06267c02e400ff
v_cmp_le_f32_e64 s10, v2, v3 // v_cmp_le_f32_e64 s10, v2, v3 // 0a0013d402070200
v_cmp_le_f32_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_le_f32_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 6a0013d4e906020002773905
v_cmp_le_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_le_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d467c
v_cmp_le_f64_e64 s10, v[4:5], v[6:7] // v_cmp_le_f64_e64 s10, v[4:5], v[6:7] // 0a0023d4040d0200
v_cmp_le_i32 vcc_lo, v2, v3 // v_cmp_le_i32_e32 vcc_lo, v2, v3 // 0207867c
v_cmp_le_i32_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_le_i32 vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906867c02773905
v_cmp_le_i32_e64 s10, v2, v3 // v_cmp_le_i32_e64 s10, v2, v3 // 0a0043d402070200
v_cmp_le_i32_e64_dpp vcc_lo, v2, v3 row_mirror // v_cmp_le_i32_e64_dpp vcc_lo, v2, v3 row_mirror row_mask:0xf bank_mask:0xf // 6a0043d4fa060200024001ff
v_cmp_le_u32 vcc_lo, v2, v3 // v_cmp_le_u32_e32 vcc_lo, v2, v3 // 0207967c
v_cmp_le_u32_dpp vcc_lo, v2, v3 quad_perm:[0,1,2,3] // v_cmp_le_u32 vcc_lo, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // fa06967c02e400ff
v_cmp_le_u32_e64 s10, v2, v3 // v_cmp_le_u32_e64 s10, v2, v3 // 0a004bd402070200
v_cmp_le_u32_e64_dpp vcc_lo, v2, v3 quad_perm:[0,1,2,3] // v_cmp_le_u32_e64_dpp vcc_lo, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // 6a004bd4fa06020002e400ff
v_cmp_lg_f16 vcc_lo, v2, v3 // v_cmp_lg_f16_e32 vcc_lo, v2, v3 // 02070a7c
v_cmp_lg_f16_dpp vcc_lo, v2, v3 row_mirror // v_cmp_lg_f16 vcc_lo, v2, v3 row_mirror row_mask:0xf bank_mask:0xf // fa060a7c024001ff
v_cmp_lg_f16_e64 s10, v2, v3 // v_cmp_lg_f16_e64 s10, v2, v3 // 0a0005d402070200
v_cmp_lg_f16_e64_dpp vcc_lo, v2, v3 row_shl:1 // v_cmp_lg_f16_e64_dpp vcc_lo, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // 6a0005d4fa060200020101ff
v_cmp_lg_f32 vcc_lo, v2, v3 // v_cmp_lg_f32_e32 vcc_lo, v2, v3 // 02072a7c
v_cmp_lg_f32_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_lg_f32 vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e9062a7c02773905
v_cmp_lg_f32_e64 s10, v2, v3 // v_cmp_lg_f32_e64 s10, v2, v3 // 0a0015d402070200
v_cmp_lg_f32_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_lg_f32_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 6a0015d4e906020002773905
v_cmp_lg_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_lg_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d4a7c
v_cmp_lg_f64_e64 s10, v[4:5], v[6:7] // v_cmp_lg_f64_e64 s10, v[4:5], v[6:7] // 0a0025d4040d0200
v_cmp_lt_f16 vcc_lo, v2, v3 // v_cmp_lt_f16_e32 vcc_lo, v2, v3 // 0207027c
v_cmp_lt_f16_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_lt_f16 vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906027c02773905
v_cmp_lt_f16_e64 s10, v2, v3 // v_cmp_lt_f16_e64 s10, v2, v3 // 0a0001d402070200
v_cmp_lt_f16_e64_dpp vcc_lo, v2, v3 row_shl:1 // v_cmp_lt_f16_e64_dpp vcc_lo, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // 6a0001d4fa060200020101ff
v_cmp_lt_f32 vcc_lo, v2, v3 // v_cmp_lt_f32_e32 vcc_lo, v2, v3 // 0207227c
v_cmp_lt_f32_dpp vcc_lo, v2, v3 row_mirror // v_cmp_lt_f32 vcc_lo, v2, v3 row_mirror row_mask:0xf bank_mask:0xf // fa06227c024001ff
v_cmp_lt_f32_e64 s10, v2, v3 // v_cmp_lt_f32_e64 s10, v2, v3 // 0a0011d402070200
v_cmp_lt_f32_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_lt_f32_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 6a0011d4e906020002773905
v_cmp_lt_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_lt_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d427c
v_cmp_lt_f64_e64 s10, v[4:5], v[6:7] // v_cmp_lt_f64_e64 s10, v[4:5], v[6:7] // 0a0021d4040d0200
v_cmp_lt_i16 vcc_lo, v2, v3 // v_cmp_lt_i16_e32 vcc_lo, v2, v3 // 0207627c
v_cmp_lt_i16_dpp vcc_lo, v2, v3 quad_perm:[0,1,2,3] // v_cmp_lt_i16 vcc_lo, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // fa06627c02e400ff
v_cmp_lt_i16_e64 s10, v2, v3 // v_cmp_lt_i16_e64 s10, v2, v3 // 0a0031d402070200
v_cmp_lt_i16_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_lt_i16_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 6a0031d4e906020002773905
v_cmp_lt_i32 vcc_lo, v2, v3 // v_cmp_lt_i32_e32 vcc_lo, v2, v3 // 0207827c
v_cmp_lt_i32_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_lt_i32 vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906827c02773905
v_cmp_lt_i32_e64 s10, v2, v3 // v_cmp_lt_i32_e64 s10, v2, v3 // 0a0041d402070200
v_cmp_lt_i32_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_lt_i32_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 6a0041d4e906020002773905
v_cmp_lt_i64 vcc_lo, v[4:5], v[6:7] // v_cmp_lt_i64_e32 vcc_lo, v[4:5], v[6:7] // 040da27c
v_cmp_lt_i64_e64 s10, v[4:5], v[6:7] // v_cmp_lt_i64_e64 s10, v[4:5], v[6:7] // 0a0051d4040d0200
v_cmp_lt_u32 vcc_lo, v2, v3 // v_cmp_lt_u32_e32 vcc_lo, v2, v3 // 0207927c
v_cmp_lt_u32_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_lt_u32 vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906927c02773905
v_cmp_lt_u32_e64 s10, v2, v3 // v_cmp_lt_u32_e64 s10, v2, v3 // 0a0049d402070200
v_cmp_lt_u32_e64_dpp vcc_lo, v2, v3 quad_perm:[0,1,2,3] // v_cmp_lt_u32_e64_dpp vcc_lo, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // 6a0049d4fa06020002e400ff
v_cmp_lt_u64 vcc_lo, v[4:5], v[6:7] // v_cmp_lt_u64_e32 vcc_lo, v[4:5], v[6:7] // 040db27c
v_cmp_lt_u64_e64 s10, v[4:5], v[6:7] // v_cmp_lt_u64_e64 s10, v[4:5], v[6:7] // 0a0059d4040d0200
v_cmp_ne_i32 vcc_lo, v2, v3 // v_cmp_ne_i32_e32 vcc_lo, v2, v3 // 02078a7c
v_cmp_ne_i32_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_ne_i32 vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e9068a7c02773905
v_cmp_ne_i32_e64 s10, v2, v3 // v_cmp_ne_i32_e64 s10, v2, v3 // 0a0045d402070200
v_cmp_ne_i32_e64_dpp vcc_lo, v2, v3 row_shl:1 // v_cmp_ne_i32_e64_dpp vcc_lo, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // 6a0045d4fa060200020101ff
v_cmp_ne_u32 vcc_lo, v2, v3 // v_cmp_ne_u32_e32 vcc_lo, v2, v3 // 02079a7c
v_cmp_ne_u32_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_ne_u32 vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e9069a7c02773905
v_cmp_ne_u32_e64 s10, v2, v3 // v_cmp_ne_u32_e64 s10, v2, v3 // 0a004dd402070200
v_cmp_ne_u32_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_ne_u32_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 6a004dd4e906020002773905
v_cmp_neq_f16 vcc_lo, v2, v3 // v_cmp_neq_f16_e32 vcc_lo, v2, v3 // 02071a7c
v_cmp_neq_f16_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_neq_f16 vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e9061a7c02773905
v_cmp_neq_f16_e64 s10, v2, v3 // v_cmp_neq_f16_e64 s10, v2, v3 // 0a000dd402070200
v_cmp_neq_f16_e64_dpp vcc_lo, v2, v3 quad_perm:[0,1,2,3] // v_cmp_neq_f16_e64_dpp vcc_lo, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // 6a000dd4fa06020002e400ff
v_cmp_neq_f32 vcc_lo, v2, v3 // v_cmp_neq_f32_e32 vcc_lo, v2, v3 // 02073a7c
v_cmp_neq_f32_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_neq_f32 vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e9063a7c02773905
v_cmp_neq_f32_e64 s10, v2, v3 // v_cmp_neq_f32_e64 s10, v2, v3 // 0a001dd402070200
v_cmp_neq_f32_e64_dpp vcc_lo, v2, v3 quad_perm:[0,1,2,3] // v_cmp_neq_f32_e64_dpp vcc_lo, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // 6a001dd4fa06020002e400ff
v_cmp_neq_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_neq_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d5a7c
v_cmp_neq_f64_e64 s10, v[4:5], v[6:7] // v_cmp_neq_f64_e64 s10, v[4:5], v[6:7] // 0a002dd4040d0200
v_cmp_nge_f16 vcc_lo, v2, v3 // v_cmp_nge_f16_e32 vcc_lo, v2, v3 // 0207127c
v_cmp_nge_f16_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_nge_f16 vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906127c02773905
v_cmp_nge_f16_e64 s10, v2, v3 // v_cmp_nge_f16_e64 s10, v2, v3 // 0a0009d402070200
v_cmp_nge_f16_e64_dpp vcc_lo, v2, v3 row_mirror // v_cmp_nge_f16_e64_dpp vcc_lo, v2, v3 row_mirror row_mask:0xf bank_mask:0xf // 6a0009d4fa060200024001ff
v_cmp_nge_f32 vcc_lo, v2, v3 // v_cmp_nge_f32_e32 vcc_lo, v2, v3 // 0207327c
v_cmp_nge_f32_dpp vcc_lo, v2, v3 row_mirror // v_cmp_nge_f32 vcc_lo, v2, v3 row_mirror row_mask:0xf bank_mask:0xf // fa06327c024001ff
v_cmp_nge_f32_e64 s10, v2, v3 // v_cmp_nge_f32_e64 s10, v2, v3 // 0a0019d402070200
v_cmp_nge_f32_e64_dpp vcc_lo, v2, v3 row_shl:1 // v_cmp_nge_f32_e64_dpp vcc_lo, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // 6a0019d4fa060200020101ff
v_cmp_nge_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_nge_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d527c
v_cmp_nge_f64_e64 s10, v[4:5], v[6:7] // v_cmp_nge_f64_e64 s10, v[4:5], v[6:7] // 0a0029d4040d0200
v_cmp_ngt_f16 vcc_lo, v2, v3 // v_cmp_ngt_f16_e32 vcc_lo, v2, v3 // 0207167c
v_cmp_ngt_f16_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_ngt_f16 vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906167c02773905
v_cmp_ngt_f16_e64 s10, v2, v3 // v_cmp_ngt_f16_e64 s10, v2, v3 // 0a000bd402070200
v_cmp_ngt_f16_e64_dpp vcc_lo, v2, v3 row_mirror // v_cmp_ngt_f16_e64_dpp vcc_lo, v2, v3 row_mirror row_mask:0xf bank_mask:0xf // 6a000bd4fa060200024001ff
v_cmp_ngt_f32 vcc_lo, v2, v3 // v_cmp_ngt_f32_e32 vcc_lo, v2, v3 // 0207367c
v_cmp_ngt_f32_dpp vcc_lo, v2, v3 row_shl:1 // v_cmp_ngt_f32 vcc_lo, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // fa06367c020101ff
v_cmp_ngt_f32_e64 s10, v2, v3 // v_cmp_ngt_f32_e64 s10, v2, v3 // 0a001bd402070200
v_cmp_ngt_f32_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_ngt_f32_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 6a001bd4e906020002773905
v_cmp_ngt_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_ngt_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d567c
v_cmp_ngt_f64_e64 s10, v[4:5], v[6:7] // v_cmp_ngt_f64_e64 s10, v[4:5], v[6:7] // 0a002bd4040d0200
v_cmp_nle_f16 vcc_lo, v2, v3 // v_cmp_nle_f16_e32 vcc_lo, v2, v3 // 0207187c
v_cmp_nle_f16_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_nle_f16 vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906187c02773905
v_cmp_nle_f16_e64 s10, v2, v3 // v_cmp_nle_f16_e64 s10, v2, v3 // 0a000cd402070200
v_cmp_nle_f16_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_nle_f16_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 6a000cd4e906020002773905
v_cmp_nle_f32 vcc_lo, v2, v3 // v_cmp_nle_f32_e32 vcc_lo, v2, v3 // 0207387c
v_cmp_nle_f32_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_nle_f32 vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906387c02773905
v_cmp_nle_f32_e64 s10, v2, v3 // v_cmp_nle_f32_e64 s10, v2, v3 // 0a001cd402070200
v_cmp_nle_f32_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_nle_f32_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 6a001cd4e906020002773905
v_cmp_nle_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_nle_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d587c
v_cmp_nle_f64_e64 s10, v[4:5], v[6:7] // v_cmp_nle_f64_e64 s10, v[4:5], v[6:7] // 0a002cd4040d0200
v_cmp_nlg_f16 vcc_lo, v2, v3 // v_cmp_nlg_f16_e32 vcc_lo, v2, v3 // 0207147c
v_cmp_nlg_f16_dpp vcc_lo, v2, v3 quad_perm:[0,1,2,3] // v_cmp_nlg_f16 vcc_lo, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // fa06147c02e400ff
v_cmp_nlg_f16_e64 s10, v2, v3 // v_cmp_nlg_f16_e64 s10, v2, v3 // 0a000ad402070200
v_cmp_nlg_f16_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_nlg_f16_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 6a000ad4e906020002773905
v_cmp_nlg_f32 vcc_lo, v2, v3 // v_cmp_nlg_f32_e32 vcc_lo, v2, v3 // 0207347c
v_cmp_nlg_f32_dpp vcc_lo, v2, v3 row_shl:1 // v_cmp_nlg_f32 vcc_lo, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // fa06347c020101ff
v_cmp_nlg_f32_e64 s10, v2, v3 // v_cmp_nlg_f32_e64 s10, v2, v3 // 0a001ad402070200
v_cmp_nlg_f32_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_nlg_f32_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 6a001ad4e906020002773905
v_cmp_nlg_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_nlg_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d547c
v_cmp_nlg_f64_e64 s10, v[4:5], v[6:7] // v_cmp_nlg_f64_e64 s10, v[4:5], v[6:7] // 0a002ad4040d0200
v_cmp_nlt_f16 vcc_lo, v2, v3 // v_cmp_nlt_f16_e32 vcc_lo, v2, v3 // 02071c7c
v_cmp_nlt_f16_dpp vcc_lo, v2, v3 row_shl:1 // v_cmp_nlt_f16 vcc_lo, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // fa061c7c020101ff
v_cmp_nlt_f16_e64 s10, v2, v3 // v_cmp_nlt_f16_e64 s10, v2, v3 // 0a000ed402070200
v_cmp_nlt_f16_e64_dpp vcc_lo, v2, v3 row_mirror // v_cmp_nlt_f16_e64_dpp vcc_lo, v2, v3 row_mirror row_mask:0xf bank_mask:0xf // 6a000ed4fa060200024001ff
v_cmp_nlt_f32 vcc_lo, v2, v3 // v_cmp_nlt_f32_e32 vcc_lo, v2, v3 // 02073c7c
v_cmp_nlt_f32_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_nlt_f32 vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e9063c7c02773905
v_cmp_nlt_f32_e64 s10, v2, v3 // v_cmp_nlt_f32_e64 s10, v2, v3 // 0a001ed402070200
v_cmp_nlt_f32_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_nlt_f32_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 6a001ed4e906020002773905
v_cmp_nlt_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_nlt_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d5c7c
v_cmp_nlt_f64_e64 s10, v[4:5], v[6:7] // v_cmp_nlt_f64_e64 s10, v[4:5], v[6:7] // 0a002ed4040d0200
v_cmp_o_f16 vcc_lo, v2, v3 // v_cmp_o_f16_e32 vcc_lo, v2, v3 // 02070e7c
v_cmp_o_f16_dpp vcc_lo, v2, v3 row_mirror // v_cmp_o_f16 vcc_lo, v2, v3 row_mirror row_mask:0xf bank_mask:0xf // fa060e7c024001ff
v_cmp_o_f16_e64 s10, v2, v3 // v_cmp_o_f16_e64 s10, v2, v3 // 0a0007d402070200
v_cmp_o_f16_e64_dpp vcc_lo, v2, v3 row_shl:1 // v_cmp_o_f16_e64_dpp vcc_lo, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // 6a0007d4fa060200020101ff
v_cmp_o_f32 vcc_lo, v2, v3 // v_cmp_o_f32_e32 vcc_lo, v2, v3 // 02072e7c
v_cmp_o_f32_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_o_f32 vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e9062e7c02773905
v_cmp_o_f32_e64 s10, v2, v3 // v_cmp_o_f32_e64 s10, v2, v3 // 0a0017d402070200
v_cmp_o_f32_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_o_f32_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 6a0017d4e906020002773905
v_cmp_o_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_o_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d4e7c
v_cmp_o_f64_e64 s10, v[4:5], v[6:7] // v_cmp_o_f64_e64 s10, v[4:5], v[6:7] // 0a0027d4040d0200
v_cmp_u_f16 vcc_lo, v2, v3 // v_cmp_u_f16_e32 vcc_lo, v2, v3 // 0207107c
v_cmp_u_f16_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_u_f16 vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906107c02773905
v_cmp_u_f16_e64 s10, v2, v3 // v_cmp_u_f16_e64 s10, v2, v3 // 0a0008d402070200
v_cmp_u_f16_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_u_f16_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 6a0008d4e906020002773905
v_cmp_u_f32 vcc_lo, v2, v3 // v_cmp_u_f32_e32 vcc_lo, v2, v3 // 0207307c
v_cmp_u_f32_dpp vcc_lo, v2, v3 row_shl:1 // v_cmp_u_f32 vcc_lo, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // fa06307c020101ff
v_cmp_u_f32_e64 s10, v2, v3 // v_cmp_u_f32_e64 s10, v2, v3 // 0a0018d402070200
v_cmp_u_f32_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_cmp_u_f32_e64_dpp vcc_lo, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 6a0018d4e906020002773905
v_cmp_u_f64 vcc_lo, v[4:5], v[6:7] // v_cmp_u_f64_e32 vcc_lo, v[4:5], v[6:7] // 040d507c
v_cmp_u_f64_e64 s10, v[4:5], v[6:7] // v_cmp_u_f64_e64 s10, v[4:5], v[6:7] // 0a0028d4040d0200
v_cmpx_eq_f16 v2, v3 // v_cmpx_eq_f16_e32 v2, v3 // 0207047d
v_cmpx_eq_f16_e64 v2, v3 // v_cmpx_eq_f16_e64 v2, v3 // 7e0082d402070200
v_cmpx_eq_f32 v2, v3 // v_cmpx_eq_f32_e32 v2, v3 // 0207247d
v_cmpx_eq_f32_e64 v2, v3 // v_cmpx_eq_f32_e64 v2, v3 // 7e0092d402070200
v_cmpx_eq_f64 v[4:5], v[6:7] // v_cmpx_eq_f64_e32 v[4:5], v[6:7] // 040d447d
v_cmpx_eq_f64_e64 v[4:5], v[6:7] // v_cmpx_eq_f64_e64 v[4:5], v[6:7] // 7e00a2d4040d0200
v_cmpx_eq_i32 v2, v3 // v_cmpx_eq_i32_e32 v2, v3 // 0207847d
v_cmpx_eq_i32_e64 v2, v3 // v_cmpx_eq_i32_e64 v2, v3 // 7e00c2d402070200
v_cmpx_eq_u32 v2, v3 // v_cmpx_eq_u32_e32 v2, v3 // 0207947d
v_cmpx_eq_u32_e64 v2, v3 // v_cmpx_eq_u32_e64 v2, v3 // 7e00cad402070200
v_cmpx_ge_f16 v2, v3 // v_cmpx_ge_f16_e32 v2, v3 // 02070c7d
v_cmpx_ge_f16_e64 v2, v3 // v_cmpx_ge_f16_e64 v2, v3 // 7e0086d402070200
v_cmpx_ge_f32 v2, v3 // v_cmpx_ge_f32_e32 v2, v3 // 02072c7d
v_cmpx_ge_f32_e64 v2, v3 // v_cmpx_ge_f32_e64 v2, v3 // 7e0096d402070200
v_cmpx_ge_f64 v[4:5], v[6:7] // v_cmpx_ge_f64_e32 v[4:5], v[6:7] // 040d4c7d
v_cmpx_ge_f64_e64 v[4:5], v[6:7] // v_cmpx_ge_f64_e64 v[4:5], v[6:7] // 7e00a6d4040d0200
v_cmpx_ge_i32 v2, v3 // v_cmpx_ge_i32_e32 v2, v3 // 02078c7d
v_cmpx_ge_i32_e64 v2, v3 // v_cmpx_ge_i32_e64 v2, v3 // 7e00c6d402070200
v_cmpx_ge_u32 v2, v3 // v_cmpx_ge_u32_e32 v2, v3 // 02079c7d
v_cmpx_ge_u32_e64 v2, v3 // v_cmpx_ge_u32_e64 v2, v3 // 7e00ced402070200
v_cmpx_gt_f16 v2, v3 // v_cmpx_gt_f16_e32 v2, v3 // 0207087d
v_cmpx_gt_f16_e64 v2, v3 // v_cmpx_gt_f16_e64 v2, v3 // 7e0084d402070200
v_cmpx_gt_f32 v2, v3 // v_cmpx_gt_f32_e32 v2, v3 // 0207287d
v_cmpx_gt_f32_e64 v2, v3 // v_cmpx_gt_f32_e64 v2, v3 // 7e0094d402070200
v_cmpx_gt_f64 v[4:5], v[6:7] // v_cmpx_gt_f64_e32 v[4:5], v[6:7] // 040d487d
v_cmpx_gt_f64_e64 v[4:5], v[6:7] // v_cmpx_gt_f64_e64 v[4:5], v[6:7] // 7e00a4d4040d0200
v_cmpx_gt_i32 v2, v3 // v_cmpx_gt_i32_e32 v2, v3 // 0207887d
v_cmpx_gt_i32_e64 v2, v3 // v_cmpx_gt_i32_e64 v2, v3 // 7e00c4d402070200
v_cmpx_gt_u32 v2, v3 // v_cmpx_gt_u32_e32 v2, v3 // 0207987d
v_cmpx_gt_u32_e64 v2, v3 // v_cmpx_gt_u32_e64 v2, v3 // 7e00ccd402070200
v_cmpx_le_f16 v2, v3 // v_cmpx_le_f16_e32 v2, v3 // 0207067d
v_cmpx_le_f16_e64 v2, v3 // v_cmpx_le_f16_e64 v2, v3 // 7e0083d402070200
v_cmpx_le_f32 v2, v3 // v_cmpx_le_f32_e32 v2, v3 // 0207267d
v_cmpx_le_f32_e64 v2, v3 // v_cmpx_le_f32_e64 v2, v3 // 7e0093d402070200
v_cmpx_le_f64 v[4:5], v[6:7] // v_cmpx_le_f64_e32 v[4:5], v[6:7] // 040d467d
v_cmpx_le_f64_e64 v[4:5], v[6:7] // v_cmpx_le_f64_e64 v[4:5], v[6:7] // 7e00a3d4040d0200
v_cmpx_le_i32 v2, v3 // v_cmpx_le_i32_e32 v2, v3 // 0207867d
v_cmpx_le_i32_e64 v2, v3 // v_cmpx_le_i32_e64 v2, v3 // 7e00c3d402070200
v_cmpx_le_u32 v2, v3 // v_cmpx_le_u32_e32 v2, v3 // 0207967d
v_cmpx_le_u32_e64 v2, v3 // v_cmpx_le_u32_e64 v2, v3 // 7e00cbd402070200
v_cmpx_lg_f16 v2, v3 // v_cmpx_lg_f16_e32 v2, v3 // 02070a7d
v_cmpx_lg_f16_e64 v2, v3 // v_cmpx_lg_f16_e64 v2, v3 // 7e0085d402070200
v_cmpx_lg_f32 v2, v3 // v_cmpx_lg_f32_e32 v2, v3 // 02072a7d
v_cmpx_lg_f32_e64 v2, v3 // v_cmpx_lg_f32_e64 v2, v3 // 7e0095d402070200
v_cmpx_lg_f64 v[4:5], v[6:7] // v_cmpx_lg_f64_e32 v[4:5], v[6:7] // 040d4a7d
v_cmpx_lg_f64_e64 v[4:5], v[6:7] // v_cmpx_lg_f64_e64 v[4:5], v[6:7] // 7e00a5d4040d0200
v_cmpx_lt_f16 v2, v3 // v_cmpx_lt_f16_e32 v2, v3 // 0207027d
v_cmpx_lt_f16_e64 v2, v3 // v_cmpx_lt_f16_e64 v2, v3 // 7e0081d402070200
v_cmpx_lt_f32 v2, v3 // v_cmpx_lt_f32_e32 v2, v3 // 0207227d
v_cmpx_lt_f32_e64 v2, v3 // v_cmpx_lt_f32_e64 v2, v3 // 7e0091d402070200
v_cmpx_lt_f64 v[4:5], v[6:7] // v_cmpx_lt_f64_e32 v[4:5], v[6:7] // 040d427d
v_cmpx_lt_f64_e64 v[4:5], v[6:7] // v_cmpx_lt_f64_e64 v[4:5], v[6:7] // 7e00a1d4040d0200
v_cmpx_lt_i32 v2, v3 // v_cmpx_lt_i32_e32 v2, v3 // 0207827d
v_cmpx_lt_i32_e64 v2, v3 // v_cmpx_lt_i32_e64 v2, v3 // 7e00c1d402070200
v_cmpx_lt_u32 v2, v3 // v_cmpx_lt_u32_e32 v2, v3 // 0207927d
v_cmpx_lt_u32_e64 v2, v3 // v_cmpx_lt_u32_e64 v2, v3 // 7e00c9d402070200
v_cmpx_ne_i32 v2, v3 // v_cmpx_ne_i32_e32 v2, v3 // 02078a7d
v_cmpx_ne_i32_e64 v2, v3 // v_cmpx_ne_i32_e64 v2, v3 // 7e00c5d402070200
v_cmpx_ne_u32 v2, v3 // v_cmpx_ne_u32_e32 v2, v3 // 02079a7d
v_cmpx_ne_u32_e64 v2, v3 // v_cmpx_ne_u32_e64 v2, v3 // 7e00cdd402070200
v_cmpx_neq_f16 v2, v3 // v_cmpx_neq_f16_e32 v2, v3 // 02071a7d
v_cmpx_neq_f16_e64 v2, v3 // v_cmpx_neq_f16_e64 v2, v3 // 7e008dd402070200
v_cmpx_neq_f32 v2, v3 // v_cmpx_neq_f32_e32 v2, v3 // 02073a7d
v_cmpx_neq_f32_e64 v2, v3 // v_cmpx_neq_f32_e64 v2, v3 // 7e009dd402070200
v_cmpx_neq_f64 v[4:5], v[6:7] // v_cmpx_neq_f64_e32 v[4:5], v[6:7] // 040d5a7d
v_cmpx_neq_f64_e64 v[4:5], v[6:7] // v_cmpx_neq_f64_e64 v[4:5], v[6:7] // 7e00add4040d0200
v_cmpx_nge_f16 v2, v3 // v_cmpx_nge_f16_e32 v2, v3 // 0207127d
v_cmpx_nge_f16_e64 v2, v3 // v_cmpx_nge_f16_e64 v2, v3 // 7e0089d402070200
v_cmpx_nge_f32 v2, v3 // v_cmpx_nge_f32_e32 v2, v3 // 0207327d
v_cmpx_nge_f32_e64 v2, v3 // v_cmpx_nge_f32_e64 v2, v3 // 7e0099d402070200
v_cmpx_nge_f64 v[4:5], v[6:7] // v_cmpx_nge_f64_e32 v[4:5], v[6:7] // 040d527d
v_cmpx_nge_f64_e64 v[4:5], v[6:7] // v_cmpx_nge_f64_e64 v[4:5], v[6:7] // 7e00a9d4040d0200
v_cmpx_ngt_f16 v2, v3 // v_cmpx_ngt_f16_e32 v2, v3 // 0207167d
v_cmpx_ngt_f16_e64 v2, v3 // v_cmpx_ngt_f16_e64 v2, v3 // 7e008bd402070200
v_cmpx_ngt_f32 v2, v3 // v_cmpx_ngt_f32_e32 v2, v3 // 0207367d
v_cmpx_ngt_f32_e64 v2, v3 // v_cmpx_ngt_f32_e64 v2, v3 // 7e009bd402070200
v_cmpx_ngt_f64 v[4:5], v[6:7] // v_cmpx_ngt_f64_e32 v[4:5], v[6:7] // 040d567d
v_cmpx_ngt_f64_e64 v[4:5], v[6:7] // v_cmpx_ngt_f64_e64 v[4:5], v[6:7] // 7e00abd4040d0200
v_cmpx_nle_f16 v2, v3 // v_cmpx_nle_f16_e32 v2, v3 // 0207187d
v_cmpx_nle_f16_e64 v2, v3 // v_cmpx_nle_f16_e64 v2, v3 // 7e008cd402070200
v_cmpx_nle_f32 v2, v3 // v_cmpx_nle_f32_e32 v2, v3 // 0207387d
v_cmpx_nle_f32_e64 v2, v3 // v_cmpx_nle_f32_e64 v2, v3 // 7e009cd402070200
v_cmpx_nle_f64 v[4:5], v[6:7] // v_cmpx_nle_f64_e32 v[4:5], v[6:7] // 040d587d
v_cmpx_nle_f64_e64 v[4:5], v[6:7] // v_cmpx_nle_f64_e64 v[4:5], v[6:7] // 7e00acd4040d0200
v_cmpx_nlg_f16 v2, v3 // v_cmpx_nlg_f16_e32 v2, v3 // 0207147d
v_cmpx_nlg_f16_e64 v2, v3 // v_cmpx_nlg_f16_e64 v2, v3 // 7e008ad402070200
v_cmpx_nlg_f32 v2, v3 // v_cmpx_nlg_f32_e32 v2, v3 // 0207347d
v_cmpx_nlg_f32_e64 v2, v3 // v_cmpx_nlg_f32_e64 v2, v3 // 7e009ad402070200
v_cmpx_nlg_f64 v[4:5], v[6:7] // v_cmpx_nlg_f64_e32 v[4:5], v[6:7] // 040d547d
v_cmpx_nlg_f64_e64 v[4:5], v[6:7] // v_cmpx_nlg_f64_e64 v[4:5], v[6:7] // 7e00aad4040d0200
v_cmpx_nlt_f16 v2, v3 // v_cmpx_nlt_f16_e32 v2, v3 // 02071c7d
v_cmpx_nlt_f16_e64 v2, v3 // v_cmpx_nlt_f16_e64 v2, v3 // 7e008ed402070200
v_cmpx_nlt_f32 v2, v3 // v_cmpx_nlt_f32_e32 v2, v3 // 02073c7d
v_cmpx_nlt_f32_e64 v2, v3 // v_cmpx_nlt_f32_e64 v2, v3 // 7e009ed402070200
v_cmpx_nlt_f64 v[4:5], v[6:7] // v_cmpx_nlt_f64_e32 v[4:5], v[6:7] // 040d5c7d
v_cmpx_nlt_f64_e64 v[4:5], v[6:7] // v_cmpx_nlt_f64_e64 v[4:5], v[6:7] // 7e00aed4040d0200
v_cndmask_b32 v1, v2, v3, vcc_lo // v_cndmask_b32_e32 v1, v2, v3, vcc_lo // 02070202
v_cndmask_b32_dpp v1, v2, v3, vcc_lo dpp8:[7,6,5,4,3,2,1,0] // v_cndmask_b32_dpp v1, v2, v3, vcc_lo dpp8:[7,6,5,4,3,2,1,0] // e906020202773905
v_cndmask_b32_e64 v1, v2, v3, s10 // v_cndmask_b32_e64 v1, v2, v3, s10 // 010001d502072a00
v_cndmask_b32_e64_dpp v1, v2, v3, vcc_lo dpp8:[7,6,5,4,3,2,1,0] // v_cndmask_b32_e64_dpp v1, v2, v3, vcc_lo dpp8:[7,6,5,4,3,2,1,0] // 010001d5e906aa0102773905
v_cvt_f16_f32 v1, v2 // v_cvt_f16_f32_e32 v1, v2 // 0215027e
v_cvt_f16_f32_dpp v1, v2 row_shl:1 // v_cvt_f16_f32_dpp v1, v2 row_shl:1 row_mask:0xf bank_mask:0xf // fa14027e020101ff
v_cvt_f16_f32_e64 v1, v2 // v_cvt_f16_f32_e64 v1, v2 // 01008ad502010000
v_cvt_f16_f32_e64_dpp v1, v2 quad_perm:[0,1,2,3] // v_cvt_f16_f32_e64_dpp v1, v2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // 01008ad5fa00000002e400ff
v_cvt_f32_f16 v1, v2 // v_cvt_f32_f16_e32 v1, v2 // 0217027e
v_cvt_f32_f16_dpp v1, v2 row_shl:1 // v_cvt_f32_f16_dpp v1, v2 row_shl:1 row_mask:0xf bank_mask:0xf // fa16027e020101ff
v_cvt_f32_f16_e64 v1, v2 // v_cvt_f32_f16_e64 v1, v2 // 01008bd502010000
v_cvt_f32_f16_e64_dpp v1, v2 dpp8:[7,6,5,4,3,2,1,0] // v_cvt_f32_f16_e64_dpp v1, v2 dpp8:[7,6,5,4,3,2,1,0] // 01008bd5e900000002773905
v_lshl_add_u32 v1, v2, v3, v4 // v_lshl_add_u32 v1, v2, v3, v4 // 010046d602071204
v_lshl_add_u32_e64 v1, v2, v3, v4 // v_lshl_add_u32 v1, v2, v3, v4 // 010046d602071204
v_lshl_add_u32_e64_dpp v1, v2, v3, v4 row_shl:1 // v_lshl_add_u32_e64_dpp v1, v2, v3, v4 row_shl:1 row_mask:0xf bank_mask:0xf // 010046d6fa061204020101ff
v_lshl_or_b32 v1, v2, v3, v4 // v_lshl_or_b32 v1, v2, v3, v4 // 010056d602071204
v_lshl_or_b32_e64 v1, v2, v3, v4 // v_lshl_or_b32 v1, v2, v3, v4 // 010056d602071204
v_lshl_or_b32_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // v_lshl_or_b32_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // 010056d6e906120402773905
v_lshlrev_b16 v1, v2, v3 // v_lshlrev_b16 v1, v2, v3 // 010038d702070200
v_lshlrev_b16_e64 v1, v2, v3 // v_lshlrev_b16 v1, v2, v3 // 010038d702070200
v_lshlrev_b16_e64_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_lshlrev_b16_e64_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 010038d7e906020002773905
v_lshlrev_b32 v1, v2, v3 // v_lshlrev_b32_e32 v1, v2, v3 // 02070230
v_lshlrev_b32_dpp v1, v2, v3 quad_perm:[0,1,2,3] // v_lshlrev_b32_dpp v1, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // fa06023002e400ff
v_lshlrev_b32_e64 v1, v2, v3 // v_lshlrev_b32_e64 v1, v2, v3 // 010018d502070200
v_lshlrev_b32_e64_dpp v1, v2, v3 row_shl:1 // v_lshlrev_b32_e64_dpp v1, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // 010018d5fa060200020101ff
v_lshlrev_b64 v[2:3], v2, v[6:7] // v_lshlrev_b64_e32 v[2:3], v2, v[6:7] // 020d043e
v_lshlrev_b64_e64 v[2:3], v2, v[6:7] // v_lshlrev_b64_e64 v[2:3], v2, v[6:7] // 02001fd5020d0200
v_lshrrev_b32 v1, v2, v3 // v_lshrrev_b32_e32 v1, v2, v3 // 02070232
v_lshrrev_b32_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_lshrrev_b32_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906023202773905
v_lshrrev_b32_e64 v1, v2, v3 // v_lshrrev_b32_e64 v1, v2, v3 // 010019d502070200
v_lshrrev_b32_e64_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_lshrrev_b32_e64_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 010019d5e906020002773905
v_mad_co_u64_u32 v[2:3], vcc_lo, v2, v3, v[4:5] // v_mad_co_u64_u32 v[2:3], vcc_lo, v2, v3, v[4:5] // 026afed602071204
v_mad_co_u64_u32_e64 v[2:3], s10, v2, v3, v[4:5] // v_mad_co_u64_u32 v[2:3], s10, v2, v3, v[4:5] // 020afed602071204
v_mad_u64_u32 v[2:3], vcc_lo, v2, v3, v[4:5] // v_mad_co_u64_u32 v[2:3], vcc_lo, v2, v3, v[4:5] // 026afed602071204
v_max3_f16 v1, v2, v3, v4 // v_max3_num_f16 v1, v2, v3, v4 // 01002cd602071204
v_max3_f32 v1, v2, v3, v4 // v_max3_num_f32 v1, v2, v3, v4 // 01002ad602071204
v_max3_i16 v1, v2, v3, v4 // v_max3_i16 v1, v2, v3, v4 // 01004dd602071204
v_max3_i16_e64 v1, v2, v3, v4 // v_max3_i16 v1, v2, v3, v4 // 01004dd602071204
v_max3_i16_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // v_max3_i16_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // 01004dd6e906120402773905
v_max3_i32 v1, v2, v3, v4 // v_max3_i32 v1, v2, v3, v4 // 01001dd602071204
v_max3_i32_e64 v1, v2, v3, v4 // v_max3_i32 v1, v2, v3, v4 // 01001dd602071204
v_max3_i32_e64_dpp v1, v2, v3, v4 row_shl:1 // v_max3_i32_e64_dpp v1, v2, v3, v4 row_shl:1 row_mask:0xf bank_mask:0xf // 01001dd6fa061204020101ff
v_max3_num_f16 v1, v2, v3, v4 // v_max3_num_f16 v1, v2, v3, v4 // 01002cd602071204
v_max3_num_f16_e64 v1, v2, v3, v4 // v_max3_num_f16 v1, v2, v3, v4 // 01002cd602071204
v_max3_num_f16_e64_dpp v1, v2, v3, v4 row_mirror // v_max3_num_f16_e64_dpp v1, v2, v3, v4 row_mirror row_mask:0xf bank_mask:0xf // 01002cd6fa061204024001ff
v_max3_num_f32 v1, v2, v3, v4 // v_max3_num_f32 v1, v2, v3, v4 // 01002ad602071204
v_max3_num_f32_e64 v1, v2, v3, v4 // v_max3_num_f32 v1, v2, v3, v4 // 01002ad602071204
v_max3_num_f32_e64_dpp v1, v2, v3, v4 row_shl:1 // v_max3_num_f32_e64_dpp v1, v2, v3, v4 row_shl:1 row_mask:0xf bank_mask:0xf // 01002ad6fa061204020101ff
v_max3_u16 v1, v2, v3, v4 // v_max3_u16 v1, v2, v3, v4 // 01004ed602071204
v_max3_u16_e64 v1, v2, v3, v4 // v_max3_u16 v1, v2, v3, v4 // 01004ed602071204
v_max3_u16_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // v_max3_u16_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // 01004ed6e906120402773905
v_max3_u32 v1, v2, v3, v4 // v_max3_u32 v1, v2, v3, v4 // 01001ed602071204
v_max3_u32_e64 v1, v2, v3, v4 // v_max3_u32 v1, v2, v3, v4 // 01001ed602071204
v_max3_u32_e64_dpp v1, v2, v3, v4 row_shl:1 // v_max3_u32_e64_dpp v1, v2, v3, v4 row_shl:1 row_mask:0xf bank_mask:0xf // 01001ed6fa061204020101ff
v_max_f16 v1, v2, v3 // v_max_num_f16_e32 v1, v2, v3 // 02070262
v_max_f16_e64 v1, v2, v3 // v_max_num_f16_e64 v1, v2, v3 // 010031d502070200
v_max_f32 v1, v2, v3 // v_max_num_f32_e32 v1, v2, v3 // 0207022c
v_max_f32_e64 v1, v2, v3 // v_max_num_f32_e64 v1, v2, v3 // 010016d502070200
v_max_f64 v[2:3], v[4:5], v[6:7] // v_max_num_f64_e32 v[2:3], v[4:5], v[6:7] // 040d041c
v_max_f64_e64 v[2:3], v[4:5], v[6:7] // v_max_num_f64_e64 v[2:3], v[4:5], v[6:7] // 02000ed5040d0200
v_max_i16 v1, v2, v3 // v_max_i16 v1, v2, v3 // 01000ad702070200
v_max_i16_e64 v1, v2, v3 // v_max_i16 v1, v2, v3 // 01000ad702070200
v_max_i16_e64_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_max_i16_e64_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 01000ad7e906020002773905
v_max_i32 v1, v2, v3 // v_max_i32_e32 v1, v2, v3 // 02070224
v_max_i32_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_max_i32_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906022402773905
v_max_i32_e64 v1, v2, v3 // v_max_i32_e64 v1, v2, v3 // 010012d502070200
v_max_i32_e64_dpp v1, v2, v3 quad_perm:[0,1,2,3] // v_max_i32_e64_dpp v1, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // 010012d5fa06020002e400ff
v_max_num_f16 v1, v2, v3 // v_max_num_f16_e32 v1, v2, v3 // 02070262
v_max_num_f16_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_max_num_f16_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906026202773905
v_max_num_f16_e64 v1, v2, v3 // v_max_num_f16_e64 v1, v2, v3 // 010031d502070200
v_max_num_f16_e64_dpp v1, v2, v3 row_shl:1 // v_max_num_f16_e64_dpp v1, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // 010031d5fa060200020101ff
v_max_num_f32 v1, v2, v3 // v_max_num_f32_e32 v1, v2, v3 // 0207022c
v_max_num_f32_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_max_num_f32_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906022c02773905
v_max_num_f32_e64 v1, v2, v3 // v_max_num_f32_e64 v1, v2, v3 // 010016d502070200
v_max_num_f32_e64_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_max_num_f32_e64_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 010016d5e906020002773905
v_max_num_f64 v[2:3], v[4:5], v[6:7] // v_max_num_f64_e32 v[2:3], v[4:5], v[6:7] // 040d041c
v_max_num_f64_e64 v[2:3], v[4:5], v[6:7] // v_max_num_f64_e64 v[2:3], v[4:5], v[6:7] // 02000ed5040d0200
v_max_u16 v1, v2, v3 // v_max_u16 v1, v2, v3 // 010009d702070200
v_max_u16_e64 v1, v2, v3 // v_max_u16 v1, v2, v3 // 010009d702070200
v_max_u16_e64_dpp v1, v2, v3 row_mirror // v_max_u16_e64_dpp v1, v2, v3 row_mirror row_mask:0xf bank_mask:0xf // 010009d7fa060200024001ff
v_max_u32 v1, v2, v3 // v_max_u32_e32 v1, v2, v3 // 02070228
v_max_u32_dpp v1, v2, v3 quad_perm:[0,1,2,3] // v_max_u32_dpp v1, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // fa06022802e400ff
v_max_u32_e64 v1, v2, v3 // v_max_u32_e64 v1, v2, v3 // 010014d502070200
v_max_u32_e64_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_max_u32_e64_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 010014d5e906020002773905
v_maximum3_f16 v1, v2, v3, v4 // v_maximum3_f16 v1, v2, v3, v4 // 010030d602071204
v_maximum3_f16_e64 v1, v2, v3, v4 // v_maximum3_f16 v1, v2, v3, v4 // 010030d602071204
v_maximum3_f16_e64_dpp v1, v2, v3, v4 row_mirror // v_maximum3_f16_e64_dpp v1, v2, v3, v4 row_mirror row_mask:0xf bank_mask:0xf // 010030d6fa061204024001ff
v_maximum3_f32 v1, v2, v3, v4 // v_maximum3_f32 v1, v2, v3, v4 // 01002ed602071204
v_maximum3_f32_e64 v1, v2, v3, v4 // v_maximum3_f32 v1, v2, v3, v4 // 01002ed602071204
v_maximum3_f32_e64_dpp v1, v2, v3, v4 quad_perm:[0,1,2,3] // v_maximum3_f32_e64_dpp v1, v2, v3, v4 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // 01002ed6fa06120402e400ff
v_maximum_f16 v1, v2, v3 // v_maximum_f16 v1, v2, v3 // 010068d702070200
v_maximum_f16_e64 v1, v2, v3 // v_maximum_f16 v1, v2, v3 // 010068d702070200
v_maximum_f16_e64_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_maximum_f16_e64_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 010068d7e906020002773905
v_maximum_f32 v1, v2, v3 // v_maximum_f32 v1, v2, v3 // 010066d702070200
v_maximum_f32_e64 v1, v2, v3 // v_maximum_f32 v1, v2, v3 // 010066d702070200
v_maximum_f32_e64_dpp v1, v2, v3 row_shl:1 // v_maximum_f32_e64_dpp v1, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // 010066d7fa060200020101ff
v_maximum_f64 v[2:3], v[4:5], v[6:7] // v_maximum_f64 v[2:3], v[4:5], v[6:7] // 020042d7040d0200
v_maximum_f64_e64 v[2:3], v[4:5], v[6:7] // v_maximum_f64 v[2:3], v[4:5], v[6:7] // 020042d7040d0200
v_maximumminimum_f16 v1, v2, v3, v4 // v_maximumminimum_f16 v1, v2, v3, v4 // 01006fd602071204
v_maximumminimum_f16_e64 v1, v2, v3, v4 // v_maximumminimum_f16 v1, v2, v3, v4 // 01006fd602071204
v_maximumminimum_f16_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // v_maximumminimum_f16_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // 01006fd6e906120402773905
v_maximumminimum_f32 v1, v2, v3, v4 // v_maximumminimum_f32 v1, v2, v3, v4 // 01006dd602071204
v_maximumminimum_f32_e64 v1, v2, v3, v4 // v_maximumminimum_f32 v1, v2, v3, v4 // 01006dd602071204
v_maximumminimum_f32_e64_dpp v1, v2, v3, v4 quad_perm:[0,1,2,3] // v_maximumminimum_f32_e64_dpp v1, v2, v3, v4 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // 01006dd6fa06120402e400ff
v_maxmin_f16 v1, v2, v3, v4 // v_maxmin_num_f16 v1, v2, v3, v4 // 01006bd602071204
v_maxmin_f32 v1, v2, v3, v4 // v_maxmin_num_f32 v1, v2, v3, v4 // 010069d602071204
v_maxmin_i32 v1, v2, v3, v4 // v_maxmin_i32 v1, v2, v3, v4 // 010064d602071204
v_maxmin_i32_e64 v1, v2, v3, v4 // v_maxmin_i32 v1, v2, v3, v4 // 010064d602071204
v_maxmin_i32_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // v_maxmin_i32_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // 010064d6e906120402773905
v_maxmin_num_f16 v1, v2, v3, v4 // v_maxmin_num_f16 v1, v2, v3, v4 // 01006bd602071204
v_maxmin_num_f16_e64 v1, v2, v3, v4 // v_maxmin_num_f16 v1, v2, v3, v4 // 01006bd602071204
v_maxmin_num_f16_e64_dpp v1, v2, v3, v4 row_shl:1 // v_maxmin_num_f16_e64_dpp v1, v2, v3, v4 row_shl:1 row_mask:0xf bank_mask:0xf // 01006bd6fa061204020101ff
v_maxmin_num_f32 v1, v2, v3, v4 // v_maxmin_num_f32 v1, v2, v3, v4 // 010069d602071204
v_maxmin_num_f32_e64 v1, v2, v3, v4 // v_maxmin_num_f32 v1, v2, v3, v4 // 010069d602071204
v_maxmin_num_f32_e64_dpp v1, v2, v3, v4 row_shl:1 // v_maxmin_num_f32_e64_dpp v1, v2, v3, v4 row_shl:1 row_mask:0xf bank_mask:0xf // 010069d6fa061204020101ff
v_maxmin_u32 v1, v2, v3, v4 // v_maxmin_u32 v1, v2, v3, v4 // 010062d602071204
v_maxmin_u32_e64 v1, v2, v3, v4 // v_maxmin_u32 v1, v2, v3, v4 // 010062d602071204
v_maxmin_u32_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // v_maxmin_u32_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // 010062d6e906120402773905
v_med3_f16 v1, v2, v3, v4 // v_med3_num_f16 v1, v2, v3, v4 // 010032d602071204
v_med3_f32 v1, v2, v3, v4 // v_med3_num_f32 v1, v2, v3, v4 // 010031d602071204
v_med3_i16 v1, v2, v3, v4 // v_med3_i16 v1, v2, v3, v4 // 010050d602071204
v_med3_i16_e64 v1, v2, v3, v4 // v_med3_i16 v1, v2, v3, v4 // 010050d602071204
v_med3_i16_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // v_med3_i16_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // 010050d6e906120402773905
v_med3_i32 v1, v2, v3, v4 // v_med3_i32 v1, v2, v3, v4 // 010020d602071204
v_med3_i32_e64 v1, v2, v3, v4 // v_med3_i32 v1, v2, v3, v4 // 010020d602071204
v_med3_i32_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // v_med3_i32_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // 010020d6e906120402773905
v_med3_num_f16 v1, v2, v3, v4 // v_med3_num_f16 v1, v2, v3, v4 // 010032d602071204
v_med3_num_f16_e64 v1, v2, v3, v4 // v_med3_num_f16 v1, v2, v3, v4 // 010032d602071204
v_med3_num_f16_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // v_med3_num_f16_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // 010032d6e906120402773905
v_med3_num_f32 v1, v2, v3, v4 // v_med3_num_f32 v1, v2, v3, v4 // 010031d602071204
v_med3_num_f32_e64 v1, v2, v3, v4 // v_med3_num_f32 v1, v2, v3, v4 // 010031d602071204
v_med3_num_f32_e64_dpp v1, v2, v3, v4 quad_perm:[0,1,2,3] // v_med3_num_f32_e64_dpp v1, v2, v3, v4 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // 010031d6fa06120402e400ff
v_med3_u16 v1, v2, v3, v4 // v_med3_u16 v1, v2, v3, v4 // 010051d602071204
v_med3_u16_e64 v1, v2, v3, v4 // v_med3_u16 v1, v2, v3, v4 // 010051d602071204
v_med3_u16_e64_dpp v1, v2, v3, v4 row_shl:1 // v_med3_u16_e64_dpp v1, v2, v3, v4 row_shl:1 row_mask:0xf bank_mask:0xf // 010051d6fa061204020101ff
v_med3_u32 v1, v2, v3, v4 // v_med3_u32 v1, v2, v3, v4 // 010021d602071204
v_med3_u32_e64 v1, v2, v3, v4 // v_med3_u32 v1, v2, v3, v4 // 010021d602071204
v_med3_u32_e64_dpp v1, v2, v3, v4 quad_perm:[0,1,2,3] // v_med3_u32_e64_dpp v1, v2, v3, v4 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // 010021d6fa06120402e400ff
v_min3_f16 v1, v2, v3, v4 // v_min3_num_f16 v1, v2, v3, v4 // 01002bd602071204
v_min3_f32 v1, v2, v3, v4 // v_min3_num_f32 v1, v2, v3, v4 // 010029d602071204
v_min3_i16 v1, v2, v3, v4 // v_min3_i16 v1, v2, v3, v4 // 01004ad602071204
v_min3_i16_e64 v1, v2, v3, v4 // v_min3_i16 v1, v2, v3, v4 // 01004ad602071204
v_min3_i16_e64_dpp v1, v2, v3, v4 row_mirror // v_min3_i16_e64_dpp v1, v2, v3, v4 row_mirror row_mask:0xf bank_mask:0xf // 01004ad6fa061204024001ff
v_min3_i32 v1, v2, v3, v4 // v_min3_i32 v1, v2, v3, v4 // 01001ad602071204
v_min3_i32_e64 v1, v2, v3, v4 // v_min3_i32 v1, v2, v3, v4 // 01001ad602071204
v_min3_i32_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // v_min3_i32_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // 01001ad6e906120402773905
v_min3_num_f16 v1, v2, v3, v4 // v_min3_num_f16 v1, v2, v3, v4 // 01002bd602071204
v_min3_num_f16_e64 v1, v2, v3, v4 // v_min3_num_f16 v1, v2, v3, v4 // 01002bd602071204
v_min3_num_f16_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // v_min3_num_f16_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // 01002bd6e906120402773905
v_min3_num_f32 v1, v2, v3, v4 // v_min3_num_f32 v1, v2, v3, v4 // 010029d602071204
v_min3_num_f32_e64 v1, v2, v3, v4 // v_min3_num_f32 v1, v2, v3, v4 // 010029d602071204
v_min3_num_f32_e64_dpp v1, v2, v3, v4 quad_perm:[0,1,2,3] // v_min3_num_f32_e64_dpp v1, v2, v3, v4 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // 010029d6fa06120402e400ff
v_min3_u16 v1, v2, v3, v4 // v_min3_u16 v1, v2, v3, v4 // 01004bd602071204
v_min3_u16_e64 v1, v2, v3, v4 // v_min3_u16 v1, v2, v3, v4 // 01004bd602071204
v_min3_u16_e64_dpp v1, v2, v3, v4 row_shl:1 // v_min3_u16_e64_dpp v1, v2, v3, v4 row_shl:1 row_mask:0xf bank_mask:0xf // 01004bd6fa061204020101ff
v_min3_u32 v1, v2, v3, v4 // v_min3_u32 v1, v2, v3, v4 // 01001bd602071204
v_min3_u32_e64 v1, v2, v3, v4 // v_min3_u32 v1, v2, v3, v4 // 01001bd602071204
v_min3_u32_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // v_min3_u32_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // 01001bd6e906120402773905
v_min_f16 v1, v2, v3 // v_min_num_f16_e32 v1, v2, v3 // 02070260
v_min_f16_e64 v1, v2, v3 // v_min_num_f16_e64 v1, v2, v3 // 010030d502070200
v_min_f32 v1, v2, v3 // v_min_num_f32_e32 v1, v2, v3 // 0207022a
v_min_f32_e64 v1, v2, v3 // v_min_num_f32_e64 v1, v2, v3 // 010015d502070200
v_min_f64 v[2:3], v[4:5], v[6:7] // v_min_num_f64_e32 v[2:3], v[4:5], v[6:7] // 040d041a
v_min_f64_e64 v[2:3], v[4:5], v[6:7] // v_min_num_f64_e64 v[2:3], v[4:5], v[6:7] // 02000dd5040d0200
v_min_i16 v1, v2, v3 // v_min_i16 v1, v2, v3 // 01000cd702070200
v_min_i16_e64 v1, v2, v3 // v_min_i16 v1, v2, v3 // 01000cd702070200
v_min_i16_e64_dpp v1, v2, v3 row_mirror // v_min_i16_e64_dpp v1, v2, v3 row_mirror row_mask:0xf bank_mask:0xf // 01000cd7fa060200024001ff
v_min_i32 v1, v2, v3 // v_min_i32_e32 v1, v2, v3 // 02070222
v_min_i32_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_min_i32_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906022202773905
v_min_i32_e64 v1, v2, v3 // v_min_i32_e64 v1, v2, v3 // 010011d502070200
v_min_i32_e64_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_min_i32_e64_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 010011d5e906020002773905
v_min_num_f16 v1, v2, v3 // v_min_num_f16_e32 v1, v2, v3 // 02070260
v_min_num_f16_dpp v1, v2, v3 quad_perm:[0,1,2,3] // v_min_num_f16_dpp v1, v2, v3 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // fa06026002e400ff
v_min_num_f16_e64 v1, v2, v3 // v_min_num_f16_e64 v1, v2, v3 // 010030d502070200
v_min_num_f16_e64_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_min_num_f16_e64_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 010030d5e906020002773905
v_min_num_f32 v1, v2, v3 // v_min_num_f32_e32 v1, v2, v3 // 0207022a
v_min_num_f32_dpp v1, v2, v3 row_shl:1 // v_min_num_f32_dpp v1, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // fa06022a020101ff
v_min_num_f32_e64 v1, v2, v3 // v_min_num_f32_e64 v1, v2, v3 // 010015d502070200
v_min_num_f32_e64_dpp v1, v2, v3 row_mirror // v_min_num_f32_e64_dpp v1, v2, v3 row_mirror row_mask:0xf bank_mask:0xf // 010015d5fa060200024001ff
v_min_num_f64 v[2:3], v[4:5], v[6:7] // v_min_num_f64_e32 v[2:3], v[4:5], v[6:7] // 040d041a
v_min_num_f64_e64 v[2:3], v[4:5], v[6:7] // v_min_num_f64_e64 v[2:3], v[4:5], v[6:7] // 02000dd5040d0200
v_min_u16 v1, v2, v3 // v_min_u16 v1, v2, v3 // 01000bd702070200
v_min_u16_e64 v1, v2, v3 // v_min_u16 v1, v2, v3 // 01000bd702070200
v_min_u16_e64_dpp v1, v2, v3 row_shl:1 // v_min_u16_e64_dpp v1, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // 01000bd7fa060200020101ff
v_min_u32 v1, v2, v3 // v_min_u32_e32 v1, v2, v3 // 02070226
v_min_u32_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_min_u32_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906022602773905
v_min_u32_e64 v1, v2, v3 // v_min_u32_e64 v1, v2, v3 // 010013d502070200
v_min_u32_e64_dpp v1, v2, v3 row_shl:1 // v_min_u32_e64_dpp v1, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // 010013d5fa060200020101ff
v_minimum3_f16 v1, v2, v3, v4 // v_minimum3_f16 v1, v2, v3, v4 // 01002fd602071204
v_minimum3_f16_e64 v1, v2, v3, v4 // v_minimum3_f16 v1, v2, v3, v4 // 01002fd602071204
v_minimum3_f16_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // v_minimum3_f16_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // 01002fd6e906120402773905
v_minimum3_f32 v1, v2, v3, v4 // v_minimum3_f32 v1, v2, v3, v4 // 01002dd602071204
v_minimum3_f32_e64 v1, v2, v3, v4 // v_minimum3_f32 v1, v2, v3, v4 // 01002dd602071204
v_minimum3_f32_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // v_minimum3_f32_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // 01002dd6e906120402773905
v_minimum_f16 v1, v2, v3 // v_minimum_f16 v1, v2, v3 // 010067d702070200
v_minimum_f16_e64 v1, v2, v3 // v_minimum_f16 v1, v2, v3 // 010067d702070200
v_minimum_f16_e64_dpp v1, v2, v3 row_shl:1 // v_minimum_f16_e64_dpp v1, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // 010067d7fa060200020101ff
v_minimum_f32 v1, v2, v3 // v_minimum_f32 v1, v2, v3 // 010065d702070200
v_minimum_f32_e64 v1, v2, v3 // v_minimum_f32 v1, v2, v3 // 010065d702070200
v_minimum_f32_e64_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_minimum_f32_e64_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 010065d7e906020002773905
v_minimum_f64 v[2:3], v[4:5], v[6:7] // v_minimum_f64 v[2:3], v[4:5], v[6:7] // 020041d7040d0200
v_minimum_f64_e64 v[2:3], v[4:5], v[6:7] // v_minimum_f64 v[2:3], v[4:5], v[6:7] // 020041d7040d0200
v_minimummaximum_f16 v1, v2, v3, v4 // v_minimummaximum_f16 v1, v2, v3, v4 // 01006ed602071204
v_minimummaximum_f16_e64 v1, v2, v3, v4 // v_minimummaximum_f16 v1, v2, v3, v4 // 01006ed602071204
v_minimummaximum_f16_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // v_minimummaximum_f16_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // 01006ed6e906120402773905
v_minimummaximum_f32 v1, v2, v3, v4 // v_minimummaximum_f32 v1, v2, v3, v4 // 01006cd602071204
v_minimummaximum_f32_e64 v1, v2, v3, v4 // v_minimummaximum_f32 v1, v2, v3, v4 // 01006cd602071204
v_minimummaximum_f32_e64_dpp v1, v2, v3, v4 quad_perm:[0,1,2,3] // v_minimummaximum_f32_e64_dpp v1, v2, v3, v4 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // 01006cd6fa06120402e400ff
v_minmax_f16 v1, v2, v3, v4 // v_minmax_num_f16 v1, v2, v3, v4 // 01006ad602071204
v_minmax_f32 v1, v2, v3, v4 // v_minmax_num_f32 v1, v2, v3, v4 // 010068d602071204
v_minmax_i32 v1, v2, v3, v4 // v_minmax_i32 v1, v2, v3, v4 // 010065d602071204
v_minmax_i32_e64 v1, v2, v3, v4 // v_minmax_i32 v1, v2, v3, v4 // 010065d602071204
v_minmax_i32_e64_dpp v1, v2, v3, v4 row_mirror // v_minmax_i32_e64_dpp v1, v2, v3, v4 row_mirror row_mask:0xf bank_mask:0xf // 010065d6fa061204024001ff
v_minmax_num_f16 v1, v2, v3, v4 // v_minmax_num_f16 v1, v2, v3, v4 // 01006ad602071204
v_minmax_num_f16_e64 v1, v2, v3, v4 // v_minmax_num_f16 v1, v2, v3, v4 // 01006ad602071204
v_minmax_num_f16_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // v_minmax_num_f16_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // 01006ad6e906120402773905
v_minmax_num_f32 v1, v2, v3, v4 // v_minmax_num_f32 v1, v2, v3, v4 // 010068d602071204
v_minmax_num_f32_e64 v1, v2, v3, v4 // v_minmax_num_f32 v1, v2, v3, v4 // 010068d602071204
v_minmax_num_f32_e64_dpp v1, v2, v3, v4 row_mirror // v_minmax_num_f32_e64_dpp v1, v2, v3, v4 row_mirror row_mask:0xf bank_mask:0xf // 010068d6fa061204024001ff
v_minmax_u32 v1, v2, v3, v4 // v_minmax_u32 v1, v2, v3, v4 // 010063d602071204
v_minmax_u32_e64 v1, v2, v3, v4 // v_minmax_u32 v1, v2, v3, v4 // 010063d602071204
v_minmax_u32_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // v_minmax_u32_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // 010063d6e906120402773905
v_mov_b32 v1, v2 // v_mov_b32_e32 v1, v2 // 0203027e
v_mov_b32_dpp v1, v2 dpp8:[7,6,5,4,3,2,1,0] // v_mov_b32_dpp v1, v2 dpp8:[7,6,5,4,3,2,1,0] // e902027e02773905
v_mov_b32_e64 v1, v2 // v_mov_b32_e64 v1, v2 // 010081d502010000
v_mov_b32_e64_dpp v1, v2 row_shl:1 // v_mov_b32_e64_dpp v1, v2 row_shl:1 row_mask:0xf bank_mask:0xf // 010081d5fa000000020101ff
v_mul_hi_i32_i24 v1, v2, v3 // v_mul_hi_i32_i24_e32 v1, v2, v3 // 02070214
v_mul_hi_i32_i24_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_mul_hi_i32_i24_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906021402773905
v_mul_hi_i32_i24_e64 v1, v2, v3 // v_mul_hi_i32_i24_e64 v1, v2, v3 // 01000ad502070200
v_mul_hi_i32_i24_e64_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_mul_hi_i32_i24_e64_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 01000ad5e906020002773905
v_mul_hi_u32_u24 v1, v2, v3 // v_mul_hi_u32_u24_e32 v1, v2, v3 // 02070218
v_mul_hi_u32_u24_dpp v1, v2, v3 row_mirror // v_mul_hi_u32_u24_dpp v1, v2, v3 row_mirror row_mask:0xf bank_mask:0xf // fa060218024001ff
v_mul_hi_u32_u24_e64 v1, v2, v3 // v_mul_hi_u32_u24_e64 v1, v2, v3 // 01000cd502070200
v_mul_hi_u32_u24_e64_dpp v1, v2, v3 row_mirror // v_mul_hi_u32_u24_e64_dpp v1, v2, v3 row_mirror row_mask:0xf bank_mask:0xf // 01000cd5fa060200024001ff
v_mul_i32_i24 v1, v2, v3 // v_mul_i32_i24_e32 v1, v2, v3 // 02070212
v_mul_i32_i24_dpp v1, v2, v3 row_shl:1 // v_mul_i32_i24_dpp v1, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // fa060212020101ff
v_mul_i32_i24_e64 v1, v2, v3 // v_mul_i32_i24_e64 v1, v2, v3 // 010009d502070200
v_mul_i32_i24_e64_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_mul_i32_i24_e64_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 010009d5e906020002773905
v_mul_lo_u32 v1, v2, v3 // v_mul_lo_u32 v1, v2, v3 // 01002cd702070200
v_mul_lo_u32_e64 v1, v2, v3 // v_mul_lo_u32 v1, v2, v3 // 01002cd702070200
v_mul_u32_u24 v1, v2, v3 // v_mul_u32_u24_e32 v1, v2, v3 // 02070216
v_mul_u32_u24_dpp v1, v2, v3 row_mirror // v_mul_u32_u24_dpp v1, v2, v3 row_mirror row_mask:0xf bank_mask:0xf // fa060216024001ff
v_mul_u32_u24_e64 v1, v2, v3 // v_mul_u32_u24_e64 v1, v2, v3 // 01000bd502070200
v_mul_u32_u24_e64_dpp v1, v2, v3 row_shl:1 // v_mul_u32_u24_e64_dpp v1, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // 01000bd5fa060200020101ff
v_nop // v_nop // 0000007e
v_nop_e64 // v_nop // 000080d500000000
v_not_b32 v1, v2 // v_not_b32_e32 v1, v2 // 026f027e
v_not_b32_dpp v1, v2 quad_perm:[0,1,2,3] // v_not_b32_dpp v1, v2 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf // fa6e027e02e400ff
v_not_b32_e64 v1, v2 // v_not_b32_e64 v1, v2 // 0100b7d502010000
v_not_b32_e64_dpp v1, v2 dpp8:[7,6,5,4,3,2,1,0] // v_not_b32_e64_dpp v1, v2 dpp8:[7,6,5,4,3,2,1,0] // 0100b7d5e900000002773905
v_or3_b32 v1, v2, v3, v4 // v_or3_b32 v1, v2, v3, v4 // 010058d602071204
v_or3_b32_e64 v1, v2, v3, v4 // v_or3_b32 v1, v2, v3, v4 // 010058d602071204
v_or3_b32_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // v_or3_b32_e64_dpp v1, v2, v3, v4 dpp8:[7,6,5,4,3,2,1,0] // 010058d6e906120402773905
v_or_b32 v1, v2, v3 // v_or_b32_e32 v1, v2, v3 // 02070238
v_or_b32_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_or_b32_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906023802773905
v_or_b32_e64 v1, v2, v3 // v_or_b32_e64 v1, v2, v3 // 01001cd502070200
v_or_b32_e64_dpp v1, v2, v3 row_shl:1 // v_or_b32_e64_dpp v1, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // 01001cd5fa060200020101ff
v_pack_b32_f16 v1, v2, v3 // v_pack_b32_f16 v1, v2, v3 // 010011d702070200
v_pack_b32_f16_e64 v1, v2, v3 // v_pack_b32_f16 v1, v2, v3 // 010011d702070200
v_pack_b32_f16_e64_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_pack_b32_f16_e64_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 010011d7e906020002773905
v_perm_b32 v1, v2, v3, v4 // v_perm_b32 v1, v2, v3, v4 // 010044d602071204
v_perm_b32_e64 v1, v2, v3, v4 // v_perm_b32 v1, v2, v3, v4 // 010044d602071204
v_perm_b32_e64_dpp v1, v2, v3, v4 row_mirror // v_perm_b32_e64_dpp v1, v2, v3, v4 row_mirror row_mask:0xf bank_mask:0xf // 010044d6fa061204024001ff
v_pk_max_f16 v1, v2, v3 // v_pk_max_num_f16 v1, v2, v3 // 01401ccc02070218
v_pk_max_i16 v1, v2, v3 // v_pk_max_i16 v1, v2, v3 // 014007cc02070218
v_pk_max_i16_e64 v1, v2, v3 // v_pk_max_i16 v1, v2, v3 // 014007cc02070218
v_pk_max_num_f16 v1, v2, v3 // v_pk_max_num_f16 v1, v2, v3 // 01401ccc02070218
v_pk_max_num_f16_e64 v1, v2, v3 // v_pk_max_num_f16 v1, v2, v3 // 01401ccc02070218
v_pk_max_u16 v1, v2, v3 // v_pk_max_u16 v1, v2, v3 // 01400ccc02070218
v_pk_max_u16_e64 v1, v2, v3 // v_pk_max_u16 v1, v2, v3 // 01400ccc02070218
v_pk_maximum_f16 v1, v2, v3 // v_pk_maximum_f16 v1, v2, v3 // 01401ecc02070218
v_pk_maximum_f16_e64 v1, v2, v3 // v_pk_maximum_f16 v1, v2, v3 // 01401ecc02070218
v_pk_min_f16 v1, v2, v3 // v_pk_min_num_f16 v1, v2, v3 // 01401bcc02070218
v_pk_min_i16 v1, v2, v3 // v_pk_min_i16 v1, v2, v3 // 014008cc02070218
v_pk_min_i16_e64 v1, v2, v3 // v_pk_min_i16 v1, v2, v3 // 014008cc02070218
v_pk_min_num_f16 v1, v2, v3 // v_pk_min_num_f16 v1, v2, v3 // 01401bcc02070218
v_pk_min_num_f16_e64 v1, v2, v3 // v_pk_min_num_f16 v1, v2, v3 // 01401bcc02070218
v_pk_min_u16 v1, v2, v3 // v_pk_min_u16 v1, v2, v3 // 01400dcc02070218
v_pk_min_u16_e64 v1, v2, v3 // v_pk_min_u16 v1, v2, v3 // 01400dcc02070218
v_pk_minimum_f16 v1, v2, v3 // v_pk_minimum_f16 v1, v2, v3 // 01401dcc02070218
v_pk_minimum_f16_e64 v1, v2, v3 // v_pk_minimum_f16 v1, v2, v3 // 01401dcc02070218
v_readfirstlane_b32 s1, v2 // v_readfirstlane_b32 s1, v2 // 0205027e
v_subrev_nc_u32 v1, v2, v3 // v_subrev_nc_u32_e32 v1, v2, v3 // 0207024e
v_subrev_nc_u32_dpp v1, v2, v3 row_shl:1 // v_subrev_nc_u32_dpp v1, v2, v3 row_shl:1 row_mask:0xf bank_mask:0xf // fa06024e020101ff
v_subrev_nc_u32_e64 v1, v2, v3 // v_subrev_nc_u32_e64 v1, v2, v3 // 010027d502070200
v_subrev_nc_u32_e64_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_subrev_nc_u32_e64_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 010027d5e906020002773905
v_subrev_u32 v1, v2, v3 // v_subrev_nc_u32_e32 v1, v2, v3 // 0207024e
v_subrev_u32_e64 v1, v2, v3 // v_subrev_nc_u32_e64 v1, v2, v3 // 010027d502070200
v_xor_b32 v1, v2, v3 // v_xor_b32_e32 v1, v2, v3 // 0207023a
v_xor_b32_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_xor_b32_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // e906023a02773905
v_xor_b32_e64 v1, v2, v3 // v_xor_b32_e64 v1, v2, v3 // 01001dd502070200
v_xor_b32_e64_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // v_xor_b32_e64_dpp v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] // 01001dd5e906020002773905
