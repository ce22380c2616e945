import type { LocalizedText } from './schema.ts';

/*
 * Demo content pages (category 2 'Kurumsal' feeds the footer; /pages/3 is About Us, spec §2).
 * Original text written for Lale. HTML is limited to p, h2, ul, li, a, strong — the set the site's
 * content page styles — and is trusted because it is authored here.
 */

type Page = {
  id: number;
  categoryId: number;
  sortOrder: number;
  title: LocalizedText;
  description: LocalizedText;
};

export const CONTENT_CATEGORIES: { id: number; sortOrder: number; name: LocalizedText }[] = [
  { id: 1, sortOrder: 1, name: { tr: 'Genel', en: 'General' } },
  { id: 2, sortOrder: 2, name: { tr: 'Kurumsal', en: 'Corporate' } },
];

export const CONTENT_PAGES: Page[] = [
  {
    id: 1,
    categoryId: 1,
    sortOrder: 1,
    title: { tr: 'Bonus Kuralları', en: 'Bonus Rules' },
    description: {
      tr:
        '<p>Her bonusun çevrim şartı, geçerlilik süresi ve geçerli oyunları kampanya sayfasında yazar.</p>' +
        '<p>Bir hesaba aynı anda yalnızca bir aktif bonus tanımlanabilir. Çevrim tamamlanmadan yapılan çekim talebi bonusu iptal eder.</p>',
      en:
        '<p>Every bonus lists its wagering requirement, validity period and eligible games on its promotion page.</p>' +
        '<p>An account can hold only one active bonus at a time. Requesting a withdrawal before wagering is complete cancels the bonus.</p>',
    },
  },
  {
    id: 2,
    categoryId: 1,
    sortOrder: 2,
    title: { tr: 'Sıkça Sorulan Sorular', en: 'Frequently Asked Questions' },
    description: {
      tr:
        '<h2>Para yatırma ne kadar sürer?</h2><p>Onaylanan yatırımlar genellikle birkaç dakika içinde bakiyenize yansır.</p>' +
        '<h2>Şifremi unuttum, ne yapmalıyım?</h2><p>Giriş ekranındaki <strong>Şifremi Unuttum</strong> bağlantısıyla e-posta adresinize bir sıfırlama kodu gönderebilirsiniz.</p>',
      en:
        '<h2>How long does a deposit take?</h2><p>Approved deposits usually reach your balance within a few minutes.</p>' +
        '<h2>I forgot my password. What now?</h2><p>Use the <strong>Recovery Password</strong> link on the login screen to receive a reset code by e-mail.</p>',
    },
  },
  {
    id: 3,
    categoryId: 2,
    sortOrder: 1,
    title: { tr: 'Hakkımızda', en: 'About Us' },
    description: {
      tr:
        '<p>Lale, casino ve spor bahislerini tek bir hesapta bir araya getiren bir çevrim içi oyun platformudur.</p>' +
        '<p>Platformumuz ALS-2226/IAL numaralı oyun lisansı altında işletilir. Hizmetlerimiz yalnızca 18 yaşını doldurmuş kullanıcılara açıktır.</p>' +
        '<p>Amacımız; adil oyunlar, hızlı ödemeler ve her zaman ulaşılabilir bir destek ekibiyle keyifli ve güvenli bir deneyim sunmaktır.</p>',
      en:
        '<p>Lale is an online gaming platform that brings casino games and sports betting together in a single account.</p>' +
        '<p>The platform operates under gaming licence number ALS-2226/IAL. Our services are open only to users aged 18 or over.</p>' +
        '<p>Our aim is an enjoyable and safe experience: fair games, fast payouts and a support team that is always within reach.</p>',
    },
  },
  {
    id: 4,
    categoryId: 2,
    sortOrder: 2,
    title: { tr: 'Şartlar ve Koşullar', en: 'Terms and Conditions' },
    description: {
      tr:
        '<p>Bu sitede hesap açan her kullanıcı aşağıdaki koşulları kabul etmiş sayılır.</p>' +
        '<ul><li>Hesap sahibi 18 yaşından büyük olmalıdır.</li><li>Her kişi yalnızca bir hesap açabilir.</li>' +
        '<li>Para yatırma ve çekme işlemleri yalnızca hesap sahibine ait ödeme araçlarıyla yapılabilir.</li></ul>' +
        '<p>Koşullarda yapılan değişiklikler bu sayfada yayımlandığı tarihte yürürlüğe girer.</p>',
      en:
        '<p>Everyone who opens an account on this site accepts the conditions below.</p>' +
        '<ul><li>The account holder must be over 18 years of age.</li><li>Each person may open only one account.</li>' +
        '<li>Deposits and withdrawals may only use payment methods that belong to the account holder.</li></ul>' +
        '<p>Changes to these terms take effect on the date they are published on this page.</p>',
    },
  },
  {
    id: 5,
    categoryId: 2,
    sortOrder: 3,
    title: { tr: 'Gizlilik Politikası', en: 'Privacy Policy' },
    description: {
      tr:
        '<p>Kimlik, iletişim ve ödeme bilgilerinizi yalnızca hesabınızı yönetmek, yasal yükümlülüklerimizi yerine getirmek ve hesabınızı korumak için işleriz.</p>' +
        '<p>Bilgileriniz üçüncü kişilere satılmaz. Ödeme kuruluşları ve düzenleyici kurumlarla yalnızca gerekli olduğu ölçüde paylaşılır.</p>' +
        '<p>Verilerinize erişmek veya silinmesini istemek için destek ekibimize yazabilirsiniz.</p>',
      en:
        '<p>We process your identity, contact and payment details only to run your account, meet our legal obligations and keep your account safe.</p>' +
        '<p>Your data is never sold. It is shared with payment providers and regulators only as far as necessary.</p>' +
        '<p>To access your data or ask for it to be erased, write to our support team.</p>',
    },
  },
  {
    id: 6,
    categoryId: 2,
    sortOrder: 4,
    title: { tr: 'Sorumlu Oyun', en: 'Responsible Gaming' },
    description: {
      tr:
        '<p>Oyun bir eğlence biçimidir, gelir kaynağı değildir. Kaybetmeyi göze alabileceğinizden fazlasıyla oynamayın.</p>' +
        '<p>Hesabınızdan yatırım ve kayıp limitleri belirleyebilir, oturum hatırlatıcısı kurabilir, ara verebilir veya kendinizi oyundan süreli ya da süresiz olarak uzaklaştırabilirsiniz.</p>' +
        '<p>18 yaşından küçüklerin oyun oynaması yasaktır.</p>',
      en:
        '<p>Gaming is entertainment, not a way to earn money. Never play with more than you can afford to lose.</p>' +
        '<p>From your account you can set deposit and loss limits, turn on session reminders, take a break or exclude yourself for a period or for good.</p>' +
        '<p>Gambling by anyone under 18 is prohibited.</p>',
    },
  },
  {
    id: 7,
    categoryId: 2,
    sortOrder: 5,
    title: { tr: 'İletişim', en: 'Contact' },
    description: {
      tr:
        '<p>Destek ekibimize günün her saati canlı destek, WhatsApp veya Telegram üzerinden ulaşabilirsiniz.</p>' +
        '<p>Sizi aramamızı isterseniz menüdeki <strong>Beni Ara</strong> formunu doldurun; en kısa sürede dönüş yapalım.</p>',
      en:
        '<p>Our support team is available around the clock by live chat, WhatsApp or Telegram.</p>' +
        '<p>If you would like us to call you, fill in the <strong>call request</strong> form in the menu and we will get back to you shortly.</p>',
    },
  },
];
